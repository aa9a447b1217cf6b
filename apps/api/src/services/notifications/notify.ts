import {
  CATALOGUES,
  DEFAULT_TIME_ZONE,
  isQuietTime,
  type Messages,
  NOTIFICATION_PRIORITY,
  NOTIFICATION_SWITCH,
  type TNotification,
  type TNotificationData,
  type TNotificationType,
  type UserEvent,
  userTopic,
} from '@nahbar/contracts';
import { type NotificationSettingsRow, notificationsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { banActive } from '../policy/standing';
import { toNotificationDto } from './to-notification-dto';

/** A member keeps their newest this many notifications; older ones go as new ones come. */
export const NOTIFICATIONS_KEPT_PER_MEMBER = 500;

/** Whether the member's settings let a notification of this type be created; none stored: all on. */
export function wantsNotification(
  settings: NotificationSettingsRow | undefined,
  type: TNotificationType,
): boolean {
  const setting = NOTIFICATION_SWITCH[type];
  if (setting === null) return true;
  if (!settings) return true;
  return settings.enableNotifications && settings[setting];
}

/**
 * Whether the member's quiet hours hold now, on their own clock (the time zone their browser
 * reported; Nahbar's home zone until it has).
 */
export function inQuietHours(settings: NotificationSettingsRow | undefined, now: Date): boolean {
  if (!settings) return false;
  const quiet = {
    enabled: settings.quietHoursEnabled,
    startTime: settings.quietHoursStart,
    endTime: settings.quietHoursEnd,
  };
  return isQuietTime(quiet, now, settings.timeZone ?? DEFAULT_TIME_ZONE);
}

export interface NotificationText {
  title: string;
  body: string | null;
}

/**
 * Tells a member something happened for them (accounts spec §4): stored, so the bell lists it
 * and counts it, and pushed at once to each of their open tabs on both transports, through the
 * bus on every instance. Title and text are written in the member's language. Nothing is
 * created when their settings turn the type off. In their quiet hours it is stored and counted
 * but marked quiet (no toast, sound, vibration or push; a moderator's notice still speaks). A
 * member with no live connection anywhere is told through Web Push, on the browsers they
 * allowed. A failure here is reported, never thrown: the action that caused it has happened
 * and stays done.
 */
export async function notify(
  deps: AppDeps,
  userId: string,
  type: TNotificationType,
  text: (m: Messages) => NotificationText,
  data: TNotificationData = {},
): Promise<TNotification | null> {
  try {
    const recipient = await notificationsQueries.recipient(deps.db, userId);
    if (!recipient || !wantsNotification(recipient.settings, type)) return null;
    // A banned member hears nothing until the ban ends (their browsers went with their sessions).
    if (banActive(recipient, deps.clock.now())) return null;
    const { title, body } = text(CATALOGUES[recipient.locale ?? 'en']);
    const row = await notificationsQueries.insert(deps.db, {
      userId,
      type,
      title,
      body,
      data: definedOnly(data),
    });
    await notificationsQueries.pruneBeyond(deps.db, userId, NOTIFICATIONS_KEPT_PER_MEMBER);
    const notification = toNotificationDto(row);
    const priority = NOTIFICATION_PRIORITY[type];
    const quiet = priority !== 'urgent' && inQuietHours(recipient.settings, new Date());
    const event: UserEvent = {
      type: 'notification',
      id: notification.id,
      notificationType: notification.type,
      title: notification.title,
      body: notification.body,
      data: notification.data,
      priority,
      read: false,
      quiet,
    };
    await deps.bus.publish(userTopic(userId), event);
    if (!quiet && !recipient.isOnline) {
      void deps.push.send(userId, {
        id: notification.id,
        type,
        title,
        body,
        url: pushTarget(type, notification.data),
        priority,
      });
    }
    return notification;
  } catch (error) {
    deps.reportError(error);
    return null;
  }
}

/** The route a click on the browser's notification opens (the bell's rule, notification-rules.ts). */
export function pushTarget(type: TNotificationType, data: TNotificationData): string {
  if (type === 'friend_request' || type === 'friend_accepted') return '/friends';
  return data.roomId ? `/chat/${data.roomId}` : '/chat';
}

function definedOnly(data: TNotificationData): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
