import { sql } from 'kysely';
import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export async function hasAny(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('knownDevices')
    .select('deviceKey')
    .where('userId', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Notes a sign-in from a device (browser and system): answers true when the account had not
 * seen it before, false when it only moved its last sighting, in one statement.
 */
export async function record(db: Executor, userId: string, deviceKey: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('knownDevices')
    .values({ userId, deviceKey, firstSeenAt: at, lastSeenAt: at })
    .onConflict((oc) => oc.columns(['userId', 'deviceKey']).doUpdateSet({ lastSeenAt: at }))
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirst();
  return row?.inserted === true;
}

export function listOf(db: Executor, userId: string) {
  return db
    .selectFrom('knownDevices')
    .select(['deviceKey', 'firstSeenAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .orderBy('firstSeenAt')
    .execute();
}
