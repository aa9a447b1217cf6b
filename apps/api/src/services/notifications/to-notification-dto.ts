import {
  NOTIFICATION_PRIORITY,
  NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationType,
  ZNotificationData,
} from '@nahbar/contracts';
import type { NotificationRow } from '@nahbar/db';

function isKnownType(type: string): type is TNotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** A stored notification as the member gets it; a type this version does not know reads as system. */
export function toNotificationDto(row: NotificationRow): TNotification {
  const type = isKnownType(row.type) ? row.type : 'system';
  const data = ZNotificationData.safeParse(typeof row.data === 'string' ? JSON.parse(row.data) : row.data);
  return {
    id: row.id,
    type,
    title: row.title,
    body: row.body,
    data: data.success ? data.data : {},
    priority: NOTIFICATION_PRIORITY[type],
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
