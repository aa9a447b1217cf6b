import { List, Stack, Text } from '@mantine/core';
import type { ConnectionState } from '../rules/connection-machine';
import type { QueuedItem } from '../rules/offline-queue';

interface BannerDetailsProps {
  connection: ConnectionState;
  maxAttempts: number;
  queued: readonly QueuedItem[];
  failed: readonly QueuedItem[];
}

const preview = (item: QueuedItem) =>
  item.content.length > 60 ? `${item.content.slice(0, 60)}...` : item.content;

/** What the banner's details panel tells: retries, when the channel dropped, what waits. */
export function BannerDetails({ connection, maxAttempts, queued, failed }: BannerDetailsProps) {
  return (
    <Stack gap={4} pt={4}>
      <Text size="xs">
        Retry attempt: {connection.attempt} of {maxAttempts}
      </Text>
      {connection.problem && <Text size="xs">Last problem: {connection.problem}</Text>}
      {connection.disconnectedAt !== null && (
        <Text size="xs">Disconnected since {new Date(connection.disconnectedAt).toLocaleTimeString()}</Text>
      )}
      {queued.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            Waiting to be sent
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
            Not sent after {failed[0]?.retryCount ?? 0} tries or refused
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
