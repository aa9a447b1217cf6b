import {
  NOTIFICATION_LIST_LIMIT,
  type TNotification,
  type UserEvent,
  userTopic,
  ZNotificationIdInput,
} from '@nahbar/contracts';
import { notificationsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { toNotificationDto } from './to-notification-dto';

/** The member's own notifications (accounts spec §7): the newest 50, the unread count, read marks. */

export async function listNotifications(deps: AppDeps, actor: Actor): Promise<TNotification[]> {
  await deps.limits.hit('notifications', actor.id);
  const rows = await notificationsQueries.listNewest(deps.db, actor.id, NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotificationDto);
}

export async function countUnread(deps: AppDeps, actor: Actor): Promise<{ count: number }> {
  await deps.limits.hit('notifications', actor.id);
  return { count: await notificationsQueries.unreadCount(deps.db, actor.id) };
}

/** Marks one of one's own notifications read; another member's is simply not found. */
export async function markNotificationRead(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TNotification> {
  const { notificationId } = parseInput(ZNotificationIdInput, rawInput);
  await deps.limits.hit('notifications', actor.id);
  const row = await notificationsQueries.markRead(deps.db, actor.id, notificationId);
  if (!row) throw new AppError('NOT_FOUND', 'notifications.notFound');
  await announceRead(deps, actor, notificationId);
  return toNotificationDto(row);
}

export async function markAllNotificationsRead(deps: AppDeps, actor: Actor): Promise<{ updated: number }> {
  await deps.limits.hit('notifications', actor.id);
  const updated = await notificationsQueries.markAllRead(deps.db, actor.id);
  await announceRead(deps, actor, null);
  return { updated };
}

/** The member's other tabs and devices update their bell at once (null: all were marked). */
function announceRead(deps: AppDeps, actor: Actor, notificationId: string | null): Promise<void> {
  const event: UserEvent = { type: 'notifications_read', notificationId };
  return deps.bus.publish(userTopic(actor.id), event);
}
