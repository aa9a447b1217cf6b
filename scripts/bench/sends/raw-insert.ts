import { randomUUID } from 'node:crypto';
import { createDb, type Db, migrateToLatest, sql } from '@nahbar/db';

/** Rows per statement of the raw baseline: what the message writer sends at most. */
const ROWS = 256;

/**
 * The practical ceiling of storing messages: multi-row INSERTs of the same schema with the
 * sequence ids worked out beforehand (no counter, no sender look-up), one statement at a time
 * on one connection, as fast as the database takes them. Messages per second.
 */
export async function rawInsertRate(databaseUrl: string | undefined, durationMs: number): Promise<number> {
  const db: Db = createDb({ databaseUrl, dataDir: 'memory://' });
  try {
    await migrateToLatest(db);
    const user = await db
      .insertInto('users')
      .values({
        username: `raw_${process.pid}`,
        displayName: 'Raw',
        passwordHash: 'x',
        age: 30,
        gender: 'female',
        location: 'Berlin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await db
      .insertInto('rooms')
      .values({ name: `Raw ${randomUUID()}`, isPrivate: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    let sequence = 0;
    let stored = 0;
    const end = performance.now() + durationMs;
    const started = performance.now();
    while (performance.now() < end) {
      const rows = Array.from({ length: ROWS }, () => ({
        roomId: room.id,
        userId: user.id,
        sequenceId: ++sequence,
        content: `bench:${performance.now().toFixed(3)}`,
      }));
      await db.insertInto('messages').values(rows).execute();
      stored += ROWS;
    }
    const rate = stored / ((performance.now() - started) / 1000);
    await sql`DELETE FROM messages WHERE room_id = ${room.id}`.execute(db);
    return rate;
  } finally {
    await db.destroy();
  }
}
