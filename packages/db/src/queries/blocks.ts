import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'deleteFrom'>;

/** Stores the block; undefined when the blocker had already blocked that member. */
export function insert(db: Executor, blockerId: string, blockedId: string, reason: string | null) {
  return db
    .insertInto('blockedUsers')
    .values({ blockerId, blockedId, reason })
    .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Whether there was a block to lift. */
export async function remove(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('blockedUsers')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The members the blocker blocked, newest first, with what the list shows of them. */
export function listByBlocker(db: Pick<Db, 'selectFrom'>, blockerId: string) {
  return db
    .selectFrom('blockedUsers as b')
    .innerJoin('users as u', 'u.id', 'b.blockedId')
    .select(['b.id', 'b.blockedId', 'b.blockedAt', 'b.reason', 'u.displayName', 'u.username'])
    .where('b.blockerId', '=', blockerId)
    .orderBy('b.blockedAt', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}

export function find(db: Pick<Db, 'selectFrom'>, blockerId: string, blockedId: string) {
  return db
    .selectFrom('blockedUsers as b')
    .innerJoin('users as u', 'u.id', 'b.blockedId')
    .select(['b.id', 'b.blockedId', 'b.blockedAt', 'b.reason', 'u.displayName', 'u.username'])
    .where('b.blockerId', '=', blockerId)
    .where('b.blockedId', '=', blockedId)
    .executeTakeFirst();
}
