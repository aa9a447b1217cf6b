import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom' | 'deleteFrom'>;

/** Who belongs to the room, to be told when it goes. */
export async function memberIdsOf(db: Executor, roomId: string): Promise<string[]> {
  const rows = await db.selectFrom('roomMembers').select('userId').where('roomId', '=', roomId).execute();
  return rows.map((row) => row.userId);
}

/** The photo URLs of the room's photo messages, whose photos go with the room. */
export async function photoUrlsIn(db: Executor, roomId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('messages')
    .select('photoUrl')
    .where('roomId', '=', roomId)
    .where('photoUrl', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.photoUrl ? [row.photoUrl] : []));
}

/** Deletes the room; its messages and memberships go with it (ON DELETE CASCADE). */
export async function deleteRoom(db: Executor, roomId: string): Promise<void> {
  await db.deleteFrom('rooms').where('id', '=', roomId).execute();
}
