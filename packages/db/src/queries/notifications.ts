import { type Selectable, sql } from 'kysely';
import type { Db } from '../create-db';
import type { NotificationsTable, UserNotificationSettingsTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationSettingsRow = Selectable<UserNotificationSettingsTable>;

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  body: string | null;
  data: Record<string, string>;
}

/** The member's language and notification settings (none stored: the table's defaults apply). */
export async function recipient(
  db: Executor,
  userId: string,
): Promise<
  | {
      locale: 'de' | 'en' | null;
      isOnline: boolean;
      isBanned: boolean;
      banExpiresAt: Date | null;
      settings: NotificationSettingsRow | undefined;
    }
  | undefined
> {
  const user = await db
    .selectFrom('users')
    .select(['locale', 'isOnline', 'isBanned', 'banExpiresAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const settings = await db
    .selectFrom('userNotificationSettings')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
  return { ...user, settings };
}

export function insert(db: Executor, notification: NewNotification): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({ ...notification, data: JSON.stringify(notification.data) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listNewest(db: Executor, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the member has an unread notification of this type about this room. */
export async function hasUnreadAbout(
  db: Executor,
  userId: string,
  type: string,
  roomId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', userId)
    .where('type', '=', type)
    .where('read', '=', false)
    .where(sql<string>`data->>'roomId'`, '=', roomId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the member's notifications read; undefined when they have none of that id. */
export function markRead(db: Executor, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db
    .updateTable('notifications')
    .set({ read: true })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read: true })
    .where('userId', '=', userId)
    .where('read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Drops the member's notifications beyond the newest `keep`, read or not. */
export async function pruneBeyond(db: Executor, userId: string, keep: number): Promise<void> {
  const kept = db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db.deleteFrom('notifications').where('userId', '=', userId).where('id', 'not in', kept).execute();
}

/** Drops read notifications older than `before`, of everyone. */
export async function pruneReadBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('notifications').where('read', '=', true).where('createdAt', '<', before).execute();
}
