import { z } from 'zod';
import { APP_NOTIFICATION_SWITCHES, type TAppNotificationSwitch } from './choices';
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

/**
 * The app switch that lets each type be created (accounts spec §3 `user_notification_settings`).
 * A moderator's word has none: a warning or mute reaches the member whatever they switched off.
 */
export const NOTIFICATION_SWITCH: Record<TNotificationType, TAppNotificationSwitch | null> = {
  friend_request: 'friendRequests',
  friend_accepted: 'friendRequests',
  mention: 'mentions',
  private_chat_request: 'newMessages',
  private_message: 'newMessages',
  room_invite: 'roomInvites',
  moderation: null,
  system: 'systemUpdates',
};

/**
 * The app switches some notification obeys, in the settings' order. The others (reactions,
 * photo likes, profile views, matches, security alerts) wait for their feature: the settings
 * show only these, and the stored values of the rest stay as they are. A type with a new switch
 * in `NOTIFICATION_SWITCH` puts that switch on the settings tab.
 */
export const APP_NOTIFICATION_SWITCHES_IN_USE: readonly TAppNotificationSwitch[] =
  APP_NOTIFICATION_SWITCHES.filter((key) => Object.values(NOTIFICATION_SWITCH).includes(key));

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

export const ZNotification = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    body: z.string().nullable(),
    data: ZNotificationData,
    priority: z.enum(NOTIFICATION_PRIORITIES),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationIdInput = z.object({
  notificationId: z.guid({ error: textKey('notifications.notFound') }),
});
export type TNotificationIdInput = z.input<typeof ZNotificationIdInput>;
