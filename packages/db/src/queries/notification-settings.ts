import type { Insertable } from 'kysely';
import type { Db } from '../create-db';
import type { UserNotificationSettingsTable } from '../schema';
import type { NotificationSettingsRow } from './notifications';

type Executor = Pick<Db, 'selectFrom' | 'insertInto'>;

/** The member's stored settings; undefined when they never saved any (the table's defaults apply). */
export function find(db: Executor, userId: string): Promise<NotificationSettingsRow | undefined> {
  return db
    .selectFrom('userNotificationSettings')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Stores a change: the first one creates the row with the table's defaults for the rest. */
export async function upsert(
  db: Executor,
  userId: string,
  change: Omit<Insertable<UserNotificationSettingsTable>, 'userId'>,
): Promise<void> {
  await db
    .insertInto('userNotificationSettings')
    .values({ userId, ...change })
    .onConflict((oc) => oc.column('userId').doUpdateSet(change))
    .execute();
}
