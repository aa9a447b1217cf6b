import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TBlockedUser } from '@nahbar/contracts';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { useMemo } from 'react';
import { serverErrorText, useLocale, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { SETTINGS_TOAST } from '../settings-toast';
import { useBlockListRefresh } from './use-block-list-refresh';

/** The members one blocked (accounts spec §3: name, handle, date, reason), each with Unblock. */
export function BlockedList({ blocked }: { blocked: readonly TBlockedUser[] }) {
  const m = useT();
  return (
    <Stack gap="sm" component="section" aria-labelledby="blocked-list-title">
      <Title order={2} size="h4" id="blocked-list-title">
        {m.settings.blockedListTitle}
      </Title>
      {blocked.length === 0 ? (
        <Text c="dimmed" size="sm">
          {m.settings.noneBlocked}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {blocked.map((entry) => (
            <BlockedRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function BlockedRow({ entry }: { entry: TBlockedUser }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const refresh = useBlockListRefresh();
  const date = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' }), [intlLocale]);
  const unblock = trpc.blocks.unblock.useMutation({
    onSuccess: async () => {
      showSuccessToast(m.settings.unblocked, undefined, SETTINGS_TOAST);
      await refresh();
    },
    onError: (error) => showFailureToast(m.settings.unblockFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });
  const reason = entry.reason?.trim();
  const name = entry.blockedUser.displayName;

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      {/* On a phone the button goes under the names rather than squeezing them. */}
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text fw={600} truncate className={USER_TEXT_CLASS}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate className={USER_TEXT_CLASS}>
            @{entry.blockedUser.username}
          </Text>
          <Text size="xs" c="dimmed">
            {m.settings.blockedOn(date.format(new Date(entry.blockedAt)))}
          </Text>
          {reason && (
            <Text size="xs" c="dimmed" className={USER_TEXT_CLASS} style={{ overflowWrap: 'anywhere' }}>
              {m.settings.reason(reason)}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant="default"
          style={{ flexShrink: 0 }}
          aria-label={m.settings.unblockNamed(name)}
          loading={unblock.isPending}
          onClick={() => unblock.mutate({ userId: entry.blockedId })}
        >
          {m.settings.unblock}
        </Button>
      </Group>
    </Paper>
  );
}
