import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../create-db';
import type { UserPrivacySettingsTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto'>;

export type PrivacySettingsRow = Selectable<UserPrivacySettingsTable>;

/** The member's stored settings; undefined when they never saved any (the defaults apply). */
export function find(db: Executor, userId: string): Promise<PrivacySettingsRow | undefined> {
  return db.selectFrom('userPrivacySettings').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Stores a change: the first one creates the row with the defaults for the rest. */
export function upsert(
  db: Executor,
  userId: string,
  change: Omit<Updateable<UserPrivacySettingsTable>, 'userId'>,
): Promise<PrivacySettingsRow> {
  const insert = db.insertInto('userPrivacySettings').values({ userId, ...change });
  const query =
    Object.keys(change).length === 0
      ? insert.onConflict((oc) => oc.column('userId').doNothing())
      : insert.onConflict((oc) => oc.column('userId').doUpdateSet(change));
  return query
    .returningAll()
    .executeTakeFirst()
    .then(async (row) => row ?? (await find(db, userId)) ?? Promise.reject(new Error('privacy row missing')));
}
