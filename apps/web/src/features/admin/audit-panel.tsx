import { Stack, Text } from '@mantine/core';
import { QueryState } from '../../components/query-state';
import { useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';

/** The log of every admin action, newest first: who did what to whom, when and why. */
export function AuditPanel() {
  const m = useT();
  const t = m.adminPage;
  const { intlLocale } = useLocale();
  const log = trpc.admin.audit.useQuery(undefined, { refetchInterval: 30_000 });
  const when = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <QueryState query={log} texts={{ loading: t.loading, loadFailed: t.actionFailed }}>
      {(entries) =>
        entries.length === 0 ? (
          <Text size="sm">{t.logEmpty}</Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <Text component="li" key={entry.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span c="gray.4" size="xs">
                  {when.format(new Date(entry.createdAt))}
                </Text>{' '}
                {t.logEntry(
                  entry.adminName ?? t.someone,
                  t.action[entry.action] ?? entry.action,
                  entry.targetName ?? '',
                )}
                {entry.reason ? ` · ${entry.reason}` : ''}
              </Text>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
