import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { RECONNECT_MAX_ATTEMPTS } from '@nahbar/contracts';
import { IconAlertTriangle, IconPlugConnected, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { liveConnection } from '../../../app/app-clients';
import { onDemand } from '../../../components/on-demand';
import { useT } from '../../../i18n';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { connectionLabel } from '../../chat-shell/connection-status';
import { connectionNotice, connectionText } from '../connection/connection-machine';
import { useConnectionState, useSecondTicker } from '../connection/use-connection-state';
import { useOutboxSnapshot } from '../outbox/use-outbox';
import { useChat } from '../provider/chat-context';
import { bannerVisible, canReconnect } from './banner-rules';

/**
 * The details panel, in a chunk of its own (0.6 kB): most visits never need it, so it stays out of
 * the first load and is fetched once the first screen is shown, before a member can ask for it.
 */
const details = onDemand(() => import('./banner-details').then((module) => module.BannerDetails));

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
  const m = useT();
  const connection = useConnectionState();
  const { outbox } = useChat();
  const queue = useOutboxSnapshot(outbox);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const now = useSecondTicker(connection.retryAt !== null || queue.retryAt !== null);

  const failed = queue.items.filter((item) => outbox.isFailed(item));
  const queued = queue.items.length - failed.length;
  const input = { ...connection, queued, failed: failed.length, processing: queue.processing };
  // Fetched after the first screen whatever the channel does: a server that shuts down stops
  // answering before its sockets close (a restart's drain), so waiting for the channel to drop
  // would ask a server that is already gone.
  useEffect(() => afterFirstScreen(() => details.prefetch()), []);
  if (!bannerVisible(input)) return null;

  const noticeRef = connectionNotice(connection, now);
  const notice = noticeRef && connectionText(m, noticeRef);
  // The server asked the queue to wait (a rate limit): say for how long.
  const pausedFor =
    queue.retryAt === null ? 0 : Math.ceil((queue.retryAt - Math.max(now, Date.now())) / 1000);
  const failing = connection.status === 'error' || failed.length > 0;
  const Details = details.current();
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
      aria-label={m.connection.banner}
      data-testid="connection-banner"
    >
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap" miw={0}>
            <Text size="sm" fw={600}>
              {connectionLabel(m, connection.status)}
            </Text>
            {notice && (
              <Text size="sm" role="status">
                {notice}
              </Text>
            )}
            {queued > 0 && (
              <Badge size="sm" variant="light" color="yellow">
                {m.connection.queued(queued)}
              </Badge>
            )}
            {failed.length > 0 && (
              <Badge size="sm" variant="light" color="red">
                {m.connection.failed(failed.length)}
              </Badge>
            )}
            {pausedFor > 0 && queued > 0 && (
              <Text size="sm" role="status">
                {m.limits.sendingPaused(pausedFor)}
              </Text>
            )}
            {queue.processing && queued > 0 && (
              <Text size="xs" c="dimmed">
                {m.connection.processingQueue}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                if (detailsOpen) return setDetailsOpen(false);
                details.load().then(
                  () => setDetailsOpen(true),
                  () => undefined,
                );
              }}
              aria-expanded={detailsOpen}
            >
              {detailsOpen ? m.connection.hideDetails : m.connection.details}
            </Button>
            {canReconnect(connection.status) && (
              <Button size="compact-xs" variant="light" onClick={() => liveConnection.reconnect()}>
                {m.connection.reconnect}
              </Button>
            )}
            {failed.length > 0 && (
              <Button size="compact-xs" variant="light" color="red" onClick={() => outbox.clearFailed()}>
                {m.connection.clearFailed}
              </Button>
            )}
          </Group>
        </Group>
        {/* Shown as it is, not unfolded: Mantine's Collapse and its hooks would weigh 2 kB of
            the first load, for a banner most visits never show. */}
        {detailsOpen && Details && (
          <Details
            connection={connection}
            maxAttempts={RECONNECT_MAX_ATTEMPTS}
            queued={queue.items.filter((item) => !outbox.isFailed(item))}
            failed={failed}
          />
        )}
      </Stack>
    </Alert>
  );
}
