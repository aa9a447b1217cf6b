import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { TNotification } from '@nahbar/contracts';
import { formatRelativeTime, LazyPopover } from '@nahbar/ui';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { serverErrorText, useLocale, useT } from '../../i18n';
import { notifyFailure } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { showToast } from '../chat/state/chat-toasts';
import { playChime, vibrate } from './alert-member';
import {
  badgeText,
  notificationTarget,
  notificationText,
  toastDuration,
  toastsForNotification,
} from './notification-rules';
import { useLiveNotifications } from './use-live-notifications';
import { useReportTimeZone } from './use-report-time-zone';

/** The spec's fallback poll of the unread count; live events keep it right in between. */
const UNREAD_POLL_MS = 30_000;

/**
 * The chat header's bell (accounts spec §2, §4): the unread count as a badge (99+), the newest
 * 50 in a list with relative times; a click marks one read and goes where it leads; 'mark all
 * read'. New notifications arrive live, light the badge and show a toast.
 */
export function NotificationBell() {
  const m = useT();
  const [opened, setOpened] = useState(false);
  const utils = trpc.useUtils();
  const unread = trpc.notifications.unreadCount.useQuery(undefined, { refetchInterval: UNREAD_POLL_MS });
  const list = trpc.notifications.list.useQuery(undefined, { enabled: opened });
  const refresh = () =>
    Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]);
  const markAll = trpc.notifications.markAllRead.useMutation({
    onSuccess: refresh,
    onError: (error) => notifyFailure(m.bell.markFailed, serverErrorText(m, error)),
  });

  // The member's own settings: sound and vibration.
  const settings = trpc.notifications.settings.useQuery();
  useReportTimeZone(settings.data?.timeZone);

  useLiveNotifications(
    (event) => {
      void refresh();
      // A mention or a new chat also changed the sidebar's unread counts.
      if (event.data.roomId) void utils.chatData.get.invalidate();
      // Made in the member's quiet hours (the server reads them on the member's clock): kept in
      // the bell, counted, and silent. A moderator's notice is never quiet.
      if (event.quiet) return;
      if (settings.data?.soundEnabled !== false) playChime();
      if (settings.data?.vibrationEnabled !== false) vibrate(event.priority);
      if (!toastsForNotification(event.notificationType)) return;
      const text = notificationText(m, { ...event, type: event.notificationType });
      showToast({
        title: text.title,
        message: text.body ?? '',
        durationMs: toastDuration(event.priority),
        tone: event.priority === 'urgent' ? 'danger' : 'info',
      });
    },
    () => void refresh(),
  );

  const count = unread.data?.count ?? 0;
  const badge = badgeText(count);
  return (
    <LazyPopover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={340}
      withinPortal
      trapFocus
    >
      {(Popover) => (
        <>
          {/* The target is the button itself, so the popover's aria-expanded and aria-controls sit on it. */}
          <Indicator label={badge} disabled={badge === null} size={16} offset={6} color="red" inline>
            <Popover.Target>
              <ActionIcon
                variant={opened ? 'light' : 'subtle'}
                size="lg"
                aria-label={m.bell.open(count)}
                onClick={() => setOpened((open) => !open)}
              >
                <IconBell size={20} stroke={1.75} />
              </ActionIcon>
            </Popover.Target>
          </Indicator>
          <Popover.Dropdown p={0} role="dialog" aria-label={m.bell.title} maw="calc(100vw - 16px)">
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
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      onDone={() => {
                        setOpened(false);
                        void refresh();
                      }}
                    />
                  ))}
                </Box>
              )}
            </Box>
          </Popover.Dropdown>
        </>
      )}
    </LazyPopover>
  );
}

function NotificationItem({ notification, onDone }: { notification: TNotification; onDone: () => void }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const navigate = useNavigate();
  const markRead = trpc.notifications.markRead.useMutation({
    onError: (error) => notifyFailure(m.bell.markFailed, serverErrorText(m, error)),
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
