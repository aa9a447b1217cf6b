import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminStats } from '@nahbar/contracts';
import { type QueryLike, QueryState } from '../../components/query-state';
import { useLocale, useT } from '../../i18n';

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

const CHART_HEIGHT = 80;

/** Bars of messages per hour; one text says what the bars show, for screen readers. */
function MessagesChart({ hours }: { hours: TAdminStats['messagesPerHour'] }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const total = hours.reduce((sum, h) => sum + h.count, 0);
  const peak = Math.max(1, ...hours.map((h) => h.count));
  const time = new Intl.DateTimeFormat(intlLocale, { hour: '2-digit', minute: '2-digit' });
  const width = 100 / Math.max(1, hours.length);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600} mb={4}>
        {m.adminPage.messagesChart}
      </Text>
      <svg
        role="img"
        aria-label={m.adminPage.messagesChartSummary(total, Math.max(0, ...hours.map((h) => h.count)))}
        viewBox={`0 0 100 ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        style={{ width: '100%', height: CHART_HEIGHT, display: 'block' }}
      >
        {hours.map((h, i) => {
          const height = (h.count / peak) * (CHART_HEIGHT - 4);
          return (
            <rect
              key={h.hour}
              x={i * width + width * 0.15}
              y={CHART_HEIGHT - height}
              width={width * 0.7}
              height={height}
              fill="var(--mantine-color-orange-5)"
            >
              <title>{`${time.format(new Date(h.hour))}: ${h.count}`}</title>
            </rect>
          );
        })}
      </svg>
      {hours.length > 0 && (
        <Text size="xs" c="gray.4" style={{ display: 'flex', justifyContent: 'space-between' }} aria-hidden>
          <span>{time.format(new Date(hours[0]?.hour ?? ''))}</span>
          <span>{time.format(new Date(hours[hours.length - 1]?.hour ?? ''))}</span>
        </Text>
      )}
    </Paper>
  );
}
