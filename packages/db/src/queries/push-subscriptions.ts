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
 * Stores a browser's subscription. An endpoint names one browser profile: subscribing it again
 * (new keys, or another member signed in there) replaces the earlier row.
 */
export function upsert(db: Executor, subscription: NewPushSubscription): Promise<PushSubscriptionRow> {
  const { endpoint: _endpoint, ...changes } = subscription;
  return db
    .insertInto('pushSubscriptions')
    .values(subscription)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...changes, lastUsedAt: null }))
    .returningAll()
    .executeTakeFirstOrThrow();
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
