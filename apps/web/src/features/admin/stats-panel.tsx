import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminStats } from '@nahbar/contracts';
import { type QueryLike, QueryState } from '../../components/query-state';
import { useLocale, useT } from '../../i18n';
import { MessagesChart } from './messages-chart';

/** The dashboard's figures (accounts spec §2 Statistics, real ones) and a chart of the last day. */
export function StatsPanel({ query }: { query: QueryLike<TAdminStats> }) {
  const m = useT();
  const t = m.adminPage;
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-statistics">
      <Title order={2} size="h4" id="admin-statistics">
        {t.statistics}
      </Title>
      <QueryState query={query} texts={{ loading: t.loading, loadFailed: t.fetchStatsFailed }}>
        {(stats) => (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure label={t.totalMembers} value={stats.totalMembers} />
              <Figure label={t.newMembers} value={stats.newMembers7d} />
              <Figure label={t.onlineNow} value={stats.onlineNow} />
              <Figure label={t.activeUsers} value={stats.activeUsers} />
              <Figure
                label={t.openReports}
                value={stats.openReports}
                tone={stats.openReports > 0 ? 'red' : undefined}
              />
              <Figure label={t.totalReports} value={stats.totalReports} />
              <Figure label={t.activeBans} value={stats.activeBans} />
              <Figure label={t.activeMutes} value={stats.activeMutes} />
            </SimpleGrid>
            <MessagesChart hours={stats.messagesPerHour} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'red' }) {
  const { intlLocale } = useLocale();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="gray.4">
        {label}
      </Text>
      <Text fz="h3" fw={700} c={tone === 'red' ? 'red.4' : undefined}>
        {value.toLocaleString(intlLocale)}
      </Text>
    </Paper>
  );
}
