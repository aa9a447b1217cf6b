import type { Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { FriendRequestsTable, FriendshipsTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export type FriendRequest = Selectable<FriendRequestsTable>;
export type Friendship = Selectable<FriendshipsTable>;

/** A pair is stored once, the smaller id first. */
function pair(a: string, b: string): { user1Id: string; user2Id: string } {
  return a < b ? { user1Id: a, user2Id: b } : { user1Id: b, user2Id: a };
}

export function findRequest(db: Executor, id: string): Promise<FriendRequest | undefined> {
  return db.selectFrom('friendRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertRequest(db: Executor, senderId: string, receiverId: string): Promise<FriendRequest> {
  return db
    .insertInto('friendRequests')
    .values({ senderId, receiverId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Answers a pending request; undefined when it was no longer pending (a race lost). */
export function settleRequest(
  db: Executor,
  id: string,
  status: 'accepted' | 'declined' | 'cancelled',
  at: Date,
): Promise<FriendRequest | undefined> {
  return db
    .updateTable('friendRequests')
    .set({ status, respondedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Ends every pending request between the two, either way (a block, a friendship made). */
export async function cancelPendingBetween(db: Executor, a: string, b: string, at: Date): Promise<void> {
  await db
    .updateTable('friendRequests')
    .set({ status: 'cancelled', respondedAt: at })
    .where('status', '=', 'pending')
    .where((w) =>
      w.or([
        w.and([w('senderId', '=', a), w('receiverId', '=', b)]),
        w.and([w('senderId', '=', b), w('receiverId', '=', a)]),
      ]),
    )
    .execute();
}

/** Makes the two friends; a pair that already is stays as it is. */
export async function insertFriendship(db: Executor, a: string, b: string): Promise<void> {
  await db
    .insertInto('friendships')
    .values(pair(a, b))
    .onConflict((oc) => oc.columns(['user1Id', 'user2Id']).doNothing())
    .execute();
}

/** Whether there was a friendship to remove. */
export async function deleteFriendship(db: Executor, a: string, b: string): Promise<boolean> {
  const { user1Id, user2Id } = pair(a, b);
  const result = await db
    .deleteFrom('friendships')
    .where('user1Id', '=', user1Id)
    .where('user2Id', '=', user2Id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Pending requests the member received (`received`) or sent, newest first, with both sides. */
export function listPending(db: Executor, userId: string, side: 'received' | 'sent') {
  return db
    .selectFrom('friendRequests as r')
    .select(['r.id', 'r.createdAt', 'r.senderId', 'r.receiverId'])
    .where(side === 'received' ? 'r.receiverId' : 'r.senderId', '=', userId)
    .where('r.status', '=', 'pending')
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** The member's friendships, newest first, with the other member's id. */
export async function listFriendships(db: Executor, userId: string) {
  const rows = await db
    .selectFrom('friendships')
    .selectAll()
    .where((w) => w.or([w('user1Id', '=', userId), w('user2Id', '=', userId)]))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    friendId: row.user1Id === userId ? row.user2Id : row.user1Id,
  }));
}

/** The list fields of members (friends lists, requests), by id. */
export function listUsers(db: Pick<Db, 'selectFrom'>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'username', 'displayName', 'gender', 'isOnline', 'avatar'])
    .where('id', 'in', ids)
    .execute();
}
