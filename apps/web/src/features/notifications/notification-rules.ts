import type { Messages, TNotification, TNotificationData, TNotificationType } from '@nahbar/contracts';

/** The badge caps at 99+ (accounts spec §9). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/**
 * Types the chat screen already announces with a toast of its own (with 'Open chat'): their
 * notification only lights the bell, so the member is not told twice.
 */
const ANNOUNCED_BY_CHAT: ReadonlySet<TNotificationType> = new Set(['private_chat_request', 'room_invite']);

export function toastsForNotification(type: TNotificationType): boolean {
  return !ANNOUNCED_BY_CHAT.has(type);
}

type NotificationTarget = { to: '/friends' } | { to: '/chat/$roomId'; params: { roomId: string } } | null;

/** Where a click leads (accounts spec §2): friend requests to /friends, a roomId to its chat. */
export function notificationTarget(notification: Pick<TNotification, 'type' | 'data'>): NotificationTarget {
  if (notification.type === 'friend_request' || notification.type === 'friend_accepted')
    return { to: '/friends' };
  const roomId = notification.data.roomId;
  return roomId ? { to: '/chat/$roomId', params: { roomId } } : null;
}

/**
 * A notification worded in the member's current language: known types from their names in
 * `data`; the stored text (written in the account's language when it was made) otherwise.
 */
export function notificationText(
  m: Messages,
  n: { type: TNotificationType; title: string; body: string | null; data: TNotificationData },
): { title: string; body: string | null } {
  const t = m.notifications;
  const from = n.data.fromName;
  if (!from) return { title: n.title, body: n.body };
  switch (n.type) {
    case 'friend_request':
      return { title: t.friendRequestTitle, body: t.friendRequestBody(from) };
    case 'friend_accepted':
      return { title: t.friendAcceptedTitle, body: t.friendAcceptedBody(from) };
    case 'private_chat_request':
      return { title: t.privateChatTitle, body: t.privateChatBody(from) };
    case 'private_message':
      return { title: t.privateMessageTitle(from), body: t.privateMessageBody };
    case 'mention':
      return {
        title: t.mentionTitle,
        body: n.data.roomName ? t.mentionBody(from, n.data.roomName) : t.mentionInChatBody(from),
      };
    case 'room_invite':
      return n.data.roomName
        ? { title: t.roomInviteTitle, body: t.roomInviteBody(from, n.data.roomName) }
        : { title: n.title, body: n.body };
    default:
      return { title: n.title, body: n.body };
  }
}
