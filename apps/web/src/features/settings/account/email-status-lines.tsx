import { Stack, Text } from '@mantine/core';
import type { TEmailStatus } from '@nahbar/contracts';
import { useT } from '../../../i18n';

/** The verified address (or none) and one waiting for its link to be opened. */
export function EmailStatusLines({ status }: { status: TEmailStatus }) {
  const m = useT();
  const t = m.emailSettings;
  return (
    // An address has no place to break: a long one wraps anywhere rather than widening the tab.
    <Stack gap={4} style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm">{status.email ? t.verified(status.email) : t.none}</Text>
      {status.pendingEmail && (
        <Text size="sm" c="dimmed">
          {t.pending(status.pendingEmail)}
        </Text>
      )}
    </Stack>
  );
}
