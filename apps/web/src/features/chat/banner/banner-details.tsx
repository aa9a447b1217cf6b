import { List, Stack, Text } from '@mantine/core';
import { useLocale, useT } from '../../../i18n';
import { type ConnectionState, connectionText } from '../connection/connection-machine';
import type { QueuedItem } from '../outbox/offline-queue';
import { retryLine } from './retry-line';

interface BannerDetailsProps {
  connection: ConnectionState;
  maxAttempts: number;
  queued: readonly QueuedItem[];
  failed: readonly QueuedItem[];
}

const preview = (item: QueuedItem) =>
  item.content.length > 60 ? `${item.content.slice(0, 60)}…` : item.content;

/** What the banner's details panel tells: retries, when the channel dropped, what waits. */
export function BannerDetails({ connection, maxAttempts, queued, failed }: BannerDetailsProps) {
  const m = useT();
  const { intlLocale } = useLocale();
  return (
    <Stack gap={4} pt={4}>
      <Text size="xs">{retryLine(m, connection, maxAttempts)}</Text>
      {connection.problem && (
        <Text size="xs">{m.connection.lastProblem(connectionText(m, connection.problem))}</Text>
      )}
      {connection.disconnectedAt !== null && (
        <Text size="xs">
          {m.connection.disconnectedSince(
            new Date(connection.disconnectedAt).toLocaleTimeString(intlLocale, { timeStyle: 'short' }),
          )}
        </Text>
      )}
      {queued.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            {m.connection.waitingToBeSent}
          </Text>
          <List size="xs" spacing={2}>
            {queued.slice(0, 5).map((item) => (
              <List.Item key={item.id}>{preview(item)}</List.Item>
            ))}
          </List>
        </>
      )}
      {failed.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            {m.connection.notSent(failed[0]?.retryCount ?? 0)}
          </Text>
          <List size="xs" spacing={2}>
            {failed.slice(0, 5).map((item) => (
              <List.Item key={item.id}>{preview(item)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
