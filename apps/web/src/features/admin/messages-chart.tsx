import { Box, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminStats } from '@nahbar/contracts';
import { useLocale, useT } from '../../i18n';
import { timeLabelIndexes, valueScale } from './chart-scale';

const CHART_HEIGHT = 96;
const AXIS = 'var(--mantine-color-dark-3)';
const GRID = 'var(--mantine-color-dark-5)';

/**
 * Bars of messages per hour over a labelled scale: message counts on the left with a faint line
 * at each, the time of every sixth hour underneath, and both axes named. The drawing is one
 * image whose label sums it up; a table (hidden from view) gives screen readers each hour's count.
 */
export function MessagesChart({ hours }: { hours: TAdminStats['messagesPerHour'] }) {
  const m = useT();
  const t = m.adminPage;
  const { intlLocale } = useLocale();
  const counts = hours.map((h) => h.count);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const peak = Math.max(0, ...counts);
  const { top, ticks } = valueScale(peak);
  const time = new Intl.DateTimeFormat(intlLocale, { hour: '2-digit', minute: '2-digit' });
  const number = new Intl.NumberFormat(intlLocale);
  const width = 100 / Math.max(1, hours.length);
  const atHeight = (value: number) => CHART_HEIGHT - (value / top) * CHART_HEIGHT;
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600} mb={4} id="admin-messages-chart">
        {t.messagesChart}
      </Text>
      <Box
        data-testid="messages-chart"
        style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 6, rowGap: 2 }}
      >
        <Text size="xs" c="gray.4" aria-hidden style={{ gridColumn: '1 / 3' }}>
          {t.chartValueAxis}
        </Text>
        {/* The value labels, each level with its line (HTML text: the drawing stretches). */}
        <Box pos="relative" h={CHART_HEIGHT} aria-hidden style={{ minWidth: '2ch' }}>
          {ticks.map((tick) => (
            <Text
              key={tick}
              size="xs"
              c="gray.4"
              lh={1}
              data-tick={tick}
              style={{
                position: 'absolute',
                right: 0,
                bottom: `${(tick / top) * 100}%`,
                transform: 'translateY(50%)',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {number.format(tick)}
            </Text>
          ))}
        </Box>
        <svg
          role="img"
          aria-label={t.messagesChartSummary(total, peak)}
          viewBox={`0 0 100 ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          style={{ width: '100%', height: CHART_HEIGHT, display: 'block', overflow: 'visible' }}
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={100}
              y1={atHeight(tick)}
              y2={atHeight(tick)}
              stroke={tick === 0 ? AXIS : GRID}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {hours.map((h, i) => {
            const height = (h.count / top) * CHART_HEIGHT;
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
        <span />
        {/* Times under their bars; the first and last lean inwards so that none spills over. */}
        <Box pos="relative" h={16} aria-hidden>
          {timeLabelIndexes(hours.length).map((index, at, all) => {
            const hour = hours[index];
            if (!hour) return null;
            const centre = (index + 0.5) * width;
            const shift = at === 0 ? '0' : at === all.length - 1 ? '-100%' : '-50%';
            return (
              <Text
                key={hour.hour}
                size="xs"
                c="gray.4"
                lh={1.3}
                data-time-label
                style={{
                  position: 'absolute',
                  left: at === 0 ? 0 : at === all.length - 1 ? '100%' : `${centre}%`,
                  transform: `translateX(${shift})`,
                  whiteSpace: 'nowrap',
                }}
              >
                {time.format(new Date(hour.hour))}
              </Text>
            );
          })}
        </Box>
        <Text size="xs" c="gray.4" ta="center" aria-hidden style={{ gridColumn: '2' }}>
          {t.chartTimeAxis}
        </Text>
      </Box>
      <VisuallyHidden>
        <table aria-labelledby="admin-messages-chart">
          <thead>
            <tr>
              <th scope="col">{t.chartTimeAxis}</th>
              <th scope="col">{t.chartValueAxis}</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((h) => (
              <tr key={h.hour}>
                <td>{time.format(new Date(h.hour))}</td>
                <td>{number.format(h.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
