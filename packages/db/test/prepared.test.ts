import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSends } from '../src/queries/message-sends';
import * as roomMembers from '../src/queries/room-members';
import * as rooms from '../src/queries/rooms';
import * as users from '../src/queries/users';
import { person } from './fixtures/person';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

/** A prepared statement's text in `pg_prepared_statements`, on either kind of database. */
const PREPARED_TEXT = '%/* prepared */%';

describe.each(testDatabaseKinds())('a send’s statements, prepared, on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  it('answer as before on every run, with the plan Postgres may keep for all values', async () => {
    const anna = await users.insert(t.db, person('prepared_anna'));
    const ben = await users.insert(t.db, person('prepared_ben'));
    const room = await rooms.insert(t.db, { name: 'Prepared', isPrivate: false, createdBy: anna.id });
    await roomMembers.add(t.db, room.id, anna.id);
    // One connection, so that every run after the first finds the statement prepared there.
    await t.db.connection().execute(async (db) => {
      // The plan kept for all values, from the first run on: the answers must not depend on it.
      await sql`SET plan_cache_mode = force_generic_plan`.execute(db);
      for (let run = 1; run <= 8; run++) {
        const sender = run % 2 ? anna : ben;
        const [stored] = await storeSends(db, [
          {
            roomId: room.id,
            userId: sender.id,
            content: `run ${run}`,
            clientMessageId: `run-${run}`,
            now: new Date(),
          },
        ]);
        expect(stored?.message).toMatchObject({
          sequenceId: 2 * run - 1,
          content: `run ${run}`,
          userId: sender.id,
        });
        expect(stored).toMatchObject({ verdict: 'stored', joined: sender === ben && run === 2 });
        const target = await rooms.findForSender(db, {
          roomId: room.id,
          userId: sender.id,
          clientMessageId: `run-${run}`,
        });
        expect(target).toMatchObject({ id: room.id, isMember: true, storedMessageId: stored?.message?.id });
        const batch = await storeSends(db, [
          {
            roomId: room.id,
            userId: anna.id,
            content: `batch ${run}`,
            clientMessageId: null,
            now: new Date(),
          },
          {
            roomId: room.id,
            userId: anna.id,
            content: `retry ${run}`,
            clientMessageId: `run-1`,
            now: new Date(),
          },
        ]);
        expect(batch.map((outcome) => [outcome.verdict, outcome.message?.sequenceId])).toEqual([
          ['stored', 2 * run],
          ['storedBefore', 1],
        ]);
      }
      // (On the embedded database the text is the `PREPARE` that made it: embedded-prepared.ts.)
      const { rows } = await sql<{ statement: string }>`
        SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${PREPARED_TEXT}
      `.execute(db);
      // The send's statement for one send and for two (a text per power of two: message-sends.ts)
      // and the look-up (photos and replies), each prepared once on this connection.
      expect(rows).toHaveLength(3);
      await sql`RESET plan_cache_mode`.execute(db);
    });
  });
});

describe.each(testDatabaseKinds())('prepared statements on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  it('keeps the plan of a send’s statement for all values: a send is not planned anew each time', async () => {
    const anna = await users.insert(t.db, person('prepared_dora'));
    const room = await rooms.insert(t.db, { name: 'Planned once', isPrivate: false, createdBy: anna.id });
    await t.db.connection().execute(async (db) => {
      // Postgres weighs the plan for all values against new ones after five runs.
      for (let run = 1; run <= 8; run++) {
        const [sent] = await storeSends(db, [
          {
            roomId: room.id,
            userId: anna.id,
            content: `run ${run}`,
            clientMessageId: null,
            now: new Date(),
          },
        ]);
        expect(sent?.verdict).toBe('stored');
      }
      const { rows } = await sql<{ genericPlans: number; customPlans: number }>`
          SELECT generic_plans, custom_plans FROM pg_prepared_statements
          WHERE statement LIKE ${PREPARED_TEXT} AND statement LIKE '%jsonb_to_recordset%'
        `.execute(db);
      // Planned for the values of the first five runs, then kept (a parameter Postgres cannot
      // see through, such as \`is_primary = $2\` before a partial index, made it plan every run).
      expect(rows).toEqual([{ genericPlans: 3, customPlans: 5 }]);
    });
  });

  it('keeps answering after a migration changed what a prepared statement returns', async () => {
    const anna = await users.insert(t.db, person('prepared_cara'));
    const room = await rooms.insert(t.db, { name: 'Migrated', isPrivate: false, createdBy: anna.id });
    const ask = { roomId: room.id, userId: anna.id, clientMessageId: null };
    await t.db.connection().execute(async (db) => {
      expect(await rooms.findForSender(db, ask)).toMatchObject({ id: room.id });
      // The look-up reads `rooms.*`: a new column changes its rows, which Postgres refuses
      // to return from the statement prepared before.
      await sql`ALTER TABLE rooms ADD COLUMN added_later text`.execute(db);
      expect(await rooms.findForSender(db, ask)).toMatchObject({ id: room.id, addedLater: null });
      expect(await rooms.findForSender(db, ask)).toMatchObject({ id: room.id });
      await sql`ALTER TABLE rooms DROP COLUMN added_later`.execute(db);
    });
  });
});
