import type { Db } from '../create-db';
import type { Room } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'updateTable' | 'deleteFrom'>;

/**
 * The room, locked until the transaction ends: members leaving at once take turns, so each
 * sees who is still there and who holds the room after the one before.
 */
export function lockRoom(trx: Executor, roomId: string): Promise<Room | undefined> {
  return trx.selectFrom('rooms').selectAll().where('id', '=', roomId).forUpdate().executeTakeFirst();
}

/** Ends a membership; false when there was none. */
export async function removeMember(db: Executor, roomId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('roomMembers')
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The member who joined the room first (of those still in it). Erasure hands an erased member's
 * rooms on by the same order, for all of them at once (erasure.ts `handOverRoomsOf`).
 */
export async function longestStandingMember(db: Executor, roomId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('roomMembers')
    .select('userId')
    .where('roomId', '=', roomId)
    .orderBy('joinedAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.userId;
}

/** Makes `userId` the room's creator: the one who may invite to it. */
export async function handOver(db: Executor, roomId: string, userId: string): Promise<void> {
  await db.updateTable('rooms').set({ createdBy: userId }).where('id', '=', roomId).execute();
}
