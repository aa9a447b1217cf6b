import { z } from 'zod';
import { textKey } from './text';

/**
 * What a stored notification is about (accounts spec §3 `notifications`, §4). Moderation and
 * system notices are created by moderators and the operators; the others where the event happens.
 */
export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_accepted',
  'mention',
  'private_chat_request',
  'private_message',
  'room_invite',
  'moderation',
  'system',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type TNotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/**
 * How loudly each type speaks (accounts spec §4: toasts of 5 s, 8 s when high, urgent ones stay
 * until closed): what another member asks of one directly is high, a moderator's word urgent.
 */
export const NOTIFICATION_PRIORITY: Record<TNotificationType, TNotificationPriority> = {
  friend_request: 'normal',
  friend_accepted: 'normal',
  mention: 'high',
  private_chat_request: 'high',
  private_message: 'normal',
  room_invite: 'normal',
  moderation: 'urgent',
  system: 'normal',
};

/** The newest this many of a member's notifications are listed (accounts spec §9). */
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * Where a notification leads and who caused it: ids, and the names a client needs to word it in
 * its own language (the display name, the room's name); never a message's content.
 */
export const ZNotificationData = z.object({
  roomId: z.string().optional(),
  fromUserId: z.string().optional(),
  messageId: z.string().optional(),
  requestId: z.string().optional(),
  fromName: z.string().optional(),
  roomName: z.string().optional(),
});
export type TNotificationData = z.infer<typeof ZNotificationData>;

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string().nullable(),
  data: ZNotificationData,
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationIdInput = z.object({
  notificationId: z.guid({ error: textKey('notifications.notFound') }),
});
export type TNotificationIdInput = z.input<typeof ZNotificationIdInput>;
