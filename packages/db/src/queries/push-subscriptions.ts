import type { Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { PushSubscriptionsTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string;
  sessionId: string;
}

/**
 * Stores a browser's subscription. An endpoint names one browser profile: the member subscribing
 * it again (new keys, another session of theirs) replaces their earlier row. An endpoint another
 * member holds is left alone and undefined comes back: the row is checked and written in one
 * statement, so two members racing for one endpoint cannot both win.
 */
export function upsertOwn(
  db: Executor,
  subscription: NewPushSubscription,
): Promise<PushSubscriptionRow | undefined> {
  const { endpoint: _endpoint, ...changes } = subscription;
  return db
    .insertInto('pushSubscriptions')
    .values(subscription)
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ ...changes, lastUsedAt: null })
        .where('pushSubscriptions.userId', '=', subscription.userId),
    )
    .returningAll()
    .executeTakeFirst();
}

export function listOf(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('pushSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function countOf(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('pushSubscriptions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes one of the member's subscriptions; false when they have none of that id. */
export async function removeOwn(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes the subscription of an endpoint, whoever it belonged to (the push service gave it up). */
export async function removeEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('endpoint', '=', endpoint).execute();
}

export async function markUsed(db: Executor, id: string): Promise<void> {
  await db.updateTable('pushSubscriptions').set({ lastUsedAt: new Date() }).where('id', '=', id).execute();
}
