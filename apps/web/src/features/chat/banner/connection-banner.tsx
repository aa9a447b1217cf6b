import { Alert, Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { RECONNECT_MAX_ATTEMPTS, TEXT } from '@nahbar/contracts';
import { IconAlertTriangle, IconPlugConnected, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { liveConnection } from '../../../lib/app-clients';
import { CONNECTION_LABEL } from '../../chat-shell/connection-status';
import { bannerVisible, canReconnect } from '../rules/banner-rules';
import { connectionNotice } from '../rules/connection-machine';
import { useChat } from '../state/chat-context';
import { useConnectionState, useSecondTicker } from '../state/use-connection-state';
import { useOutboxSnapshot } from '../state/use-outbox';
import { BannerDetails } from './banner-details';

const COLOR = {
  connected: 'gray',
  connecting: 'yellow',
  reconnecting: 'yellow',
  disconnected: 'orange',
  error: 'red',
} as const;

/**
 * The connection banner (chat spec §2): hidden while all is well; otherwise the channel's state,
 * the retry countdown, queued and failed counts, 'Processing queue', details, Reconnect and
 * Clear Failed.
 */
export function ConnectionBanner() {
  const connection = useConnectionState();
  const { outbox } = useChat();
  const queue = useOutboxSnapshot(outbox);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const now = useSecondTicker(connection.retryAt !== null);

  const failed = queue.items.filter((item) => outbox.isFailed(item));
  const queued = queue.items.length - failed.length;
  const input = { ...connection, queued, failed: failed.length, processing: queue.processing };
  if (!bannerVisible(input)) return null;

  const notice = connectionNotice(connection, now);
  const failing = connection.status === 'error' || failed.length > 0;
  const Icon =
    connection.status === 'connected' ? IconPlugConnected : failing ? IconAlertTriangle : IconWifiOff;

  return (
    <Alert
      color={failing ? 'red' : COLOR[connection.status]}
      variant="light"
      radius={0}
      py="xs"
      px={{ base: 'xs', sm: 'md' }}
      icon={<Icon size={18} />}
      aria-label="Connection"
      data-testid="connection-banner"
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap" miw={0}>
            <Text size="sm" fw={600}>
              {CONNECTION_LABEL[connection.status]}
            </Text>
            {notice && (
              <Text size="sm" role="status">
                {notice}
              </Text>
            )}
            {queued > 0 && (
              <Badge size="sm" variant="light" color="yellow">
                {queued} queued
              </Badge>
            )}
            {failed.length > 0 && (
              <Badge size="sm" variant="light" color="red">
                {failed.length} failed
              </Badge>
            )}
            {queue.processing && queued > 0 && (
              <Text size="xs" c="dimmed">
                {TEXT.connection.processingQueue}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => setDetailsOpen((open) => !open)}
              aria-expanded={detailsOpen}
            >
              {detailsOpen ? 'Hide details' : 'Details'}
            </Button>
            {canReconnect(connection.status) && (
              <Button size="compact-xs" variant="light" onClick={() => liveConnection.reconnect()}>
                Reconnect
              </Button>
            )}
            {failed.length > 0 && (
              <Button size="compact-xs" variant="light" color="red" onClick={() => outbox.clearFailed()}>
                Clear Failed
              </Button>
            )}
          </Group>
        </Group>
        <Collapse expanded={detailsOpen}>
          <BannerDetails
            connection={connection}
            maxAttempts={RECONNECT_MAX_ATTEMPTS}
            queued={queue.items.filter((item) => !outbox.isFailed(item))}
            failed={failed}
          />
        </Collapse>
      </Stack>
    </Alert>
  );
}
