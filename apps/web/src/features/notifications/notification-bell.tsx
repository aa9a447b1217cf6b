import { ActionIcon, Indicator } from '@mantine/core';
import { LazyPopover } from '@nahbar/ui';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { onDemand } from '../../components/on-demand';
import { useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showToast } from '../../toasts';
import { playChime, vibrate } from './alert-member';
import { badgeText, notificationText, toastsForNotification } from './notification-rules';
import { useLiveNotifications } from './use-live-notifications';
import { useReportTimeZone } from './use-report-time-zone';

/** The list and its actions. */
const panel = onDemand(() => import('./bell-panel').then((module) => module.BellPanel));

/** The spec's fallback poll of the unread count; live events keep it right in between. */
const UNREAD_POLL_MS = 30_000;

/**
 * The chat header's bell (accounts spec §2, §4): the unread count as a badge (99+), and the
 * newest notifications in its panel (bell-panel.tsx). New notifications arrive live, light the
 * badge and show a toast.
 */
export function NotificationBell() {
  const m = useT();
  const [opened, setOpened] = useState(false);
  const utils = trpc.useUtils();
  const unread = trpc.notifications.unreadCount.useQuery(undefined, { refetchInterval: UNREAD_POLL_MS });
  const refresh = () =>
    Promise.all([utils.notifications.unreadCount.invalidate(), utils.notifications.list.invalidate()]);

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
        priority: event.priority,
        tone: event.priority === 'urgent' ? 'danger' : 'info',
      });
    },
    () => void refresh(),
  );

  const closeAfterOpening = () => {
    setOpened(false);
    void refresh();
  };
  // The panel opens with its list in it, so that its focus trap finds a control.
  const toggle = () => {
    if (opened) return setOpened(false);
    panel.load().then(
      () => setOpened(true),
      () => undefined,
    );
  };

  const count = unread.data?.count ?? 0;
  const badge = badgeText(count);
  const Panel = panel.current();
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
                onClick={toggle}
                onPointerEnter={() => panel.prefetch()}
                onFocus={() => panel.prefetch()}
              >
                <IconBell size={20} stroke={1.75} />
              </ActionIcon>
            </Popover.Target>
          </Indicator>
          <Popover.Dropdown p={0} role="dialog" aria-label={m.bell.title} maw="calc(100vw - 16px)">
            {Panel && <Panel count={count} refresh={refresh} onDone={closeAfterOpening} />}
          </Popover.Dropdown>
        </>
      )}
    </LazyPopover>
  );
}
