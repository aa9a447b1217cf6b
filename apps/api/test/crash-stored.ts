import { type Db, sql } from '@nahbar/db';

/** What the database holds of a room after the run, read directly, not through the app. */
export async function storedRoom(db: Db, roomId: string) {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'userId', 'sequenceId', 'clientMessageId', 'content'])
    .where('roomId', '=', roomId)
    .orderBy('sequenceId')
    .execute();
  const room = await db
    .selectFrom('rooms')
    .select('lastSequenceId')
    .where('id', '=', roomId)
    .executeTakeFirstOrThrow();
  const { rows: anywhere } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM messages`.execute(db);
  return { rows, lastSequenceId: room.lastSequenceId, messagesAnywhere: anywhere[0]?.n };
}
