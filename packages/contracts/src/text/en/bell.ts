/** The notification bell of the chat header (accounts spec §2, §4, §9; "ours" where it is silent). */
export const bell = {
  title: 'Notifications',
  open: (unread: number) =>
    unread === 0
      ? 'Notifications'
      : unread === 1
        ? 'Notifications, 1 unread'
        : `Notifications, ${unread} unread`,
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  emptyHint: 'Friend requests, mentions and invitations show up here.',
  loading: 'Loading notifications…',
  loadFailed: 'Failed to load notifications',
  retry: 'Retry',
  unread: 'Unread',
  markFailed: 'Failed to mark the notification as read',
};
