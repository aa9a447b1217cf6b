import { Alert, Box, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TNotification } from '@nahbar/contracts';
import { formatRelativeTime } from '@nahbar/ui';
import { useNavigate } from '@tanstack/react-router';
import { serverErrorText, useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast } from '../../toasts';
import { notificationTarget, notificationText } from './notification-rules';

interface BellPanelProps {
  /** Unread notifications: none, and there is nothing to mark read. */
  count: number;
  /** Refetches the count and the list. */
  refresh: () => Promise<unknown>;
  /** A notification was opened: the panel closes. */
  onDone: () => void;
}

/**
 * The bell's panel: the newest 50 with relative times, a click on one marks it read and goes
 * where it leads, and 'mark all read'. Its own chunk, fetched when the bell is first opened.
 */
export function BellPanel({ count, refresh, onDone }: BellPanelProps) {
  const m = useT();
  const list = trpc.notifications.list.useQuery();
  const markAll = trpc.notifications.markAllRead.useMutation({
    onSuccess: refresh,
    onError: (error) => showFailureToast(m.bell.markFailed, serverErrorText(m, error)),
  });
  return (
    <>
      {/* German runs longer: on a phone the button goes under the title rather than being cut. */}
      <Group justify="space-between" px="sm" py="xs" gap={4}>
        <Text fw={600}>{m.bell.title}</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          style={{ flexShrink: 0 }}
          disabled={count === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {m.bell.markAllRead}
        </Button>
      </Group>
      <Box mah={420} style={{ overflowY: 'auto' }}>
        {list.isPending ? (
          <Group gap="xs" p="sm" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{m.bell.loading}</Text>
          </Group>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{m.bell.loadFailed}</Text>
              <Button size="xs" variant="default" onClick={() => void list.refetch()}>
                {m.bell.retry}
              </Button>
            </Group>
          </Alert>
        ) : list.data.length === 0 ? (
          <Stack gap={2} p="sm">
            <Text size="sm">{m.bell.empty}</Text>
            <Text size="xs" c="dimmed">
              {m.bell.emptyHint}
            </Text>
          </Stack>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onDone={onDone} />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}

function NotificationItem({ notification, onDone }: { notification: TNotification; onDone: () => void }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const navigate = useNavigate();
  const markRead = trpc.notifications.markRead.useMutation({
    onError: (error) => showFailureToast(m.bell.markFailed, serverErrorText(m, error)),
  });
  const open = async () => {
    if (!notification.read)
      await markRead.mutateAsync({ notificationId: notification.id }).catch(() => undefined);
    onDone();
    const target = notificationTarget(notification);
    if (target) await navigate(target);
  };
  const text = notificationText(m, notification);
  const when = formatRelativeTime(notification.createdAt, Date.now(), {
    locale: intlLocale,
    justNow: m.common.justNow,
  });

  return (
    <Box component="li" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <UnstyledButton
        onClick={() => void open()}
        w="100%"
        px="sm"
        py="xs"
        style={{
          display: 'block',
          background: notification.read ? undefined : 'var(--mantine-color-default-hover)',
        }}
      >
        <Group gap={6} wrap="nowrap" align="baseline">
          {!notification.read && (
            <Box
              component="span"
              w={8}
              h={8}
              style={{ borderRadius: 4, background: 'var(--mantine-color-red-6)', flexShrink: 0 }}
              role="img"
              aria-label={m.bell.unread}
            />
          )}
          <Text size="sm" fw={notification.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
            {text.title}
          </Text>
        </Group>
        {text.body && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {text.body}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {when}
        </Text>
      </UnstyledButton>
    </Box>
  );
}
