import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationOf, poolUse, type QueryTiming, watchQueries } from '../src/query-watch';
import type { Database } from '../src/schema';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

/**
 * On Postgres only: starting an embedded database costs seconds, and the API's metrics test
 * (apps/api/test/metrics.test.ts) reads the embedded database's timings through a running app.
 */
const postgres = testDatabaseKinds().find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('watchQueries on Postgres', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (postgres) database = await postgres.create();
  });
  afterAll(() => database?.close());

  it('tells its listeners each statement, failed or not, until stopped, and reads the pool', async () => {
    const { db } = database;
    const timings: QueryTiming[] = [];
    const stop = watchQueries(db, (timing) => timings.push(timing));
    await db.selectFrom('rooms').select('id').execute();
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow();
    stop();
    await db.selectFrom('rooms').select('id').execute();
    expect(timings.map(({ operation, failed }) => ({ operation, failed }))).toEqual([
      { operation: 'select', failed: false },
      { operation: 'select', failed: true },
    ]);
    expect(timings[0]?.seconds).toBeGreaterThan(0);
    expect(poolUse(db)).toMatchObject({ total: 1, idle: 1, waiting: 0, max: expect.any(Number) });
  });
});

describe('operationOf', () => {
  // Compiled only, never run.
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (on) => new PostgresIntrospector(on),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const of = (query: { compile(): { query: Parameters<typeof operationOf>[0]; sql: string } }) => {
    const compiled = query.compile();
    return operationOf(compiled.query, compiled.sql);
  };

  it('names a statement by its kind, a select over writing CTEs by its last write', () => {
    expect(of(db.selectFrom('rooms').select('id'))).toBe('select');
    expect(of(db.insertInto('rooms').values({ name: 'x', createdBy: null }))).toBe('insert');
    expect(of(db.updateTable('rooms').set({ name: 'y' }))).toBe('update');
    expect(of(db.deleteFrom('rooms'))).toBe('delete');
    const next = db
      .with('next', (q) => q.updateTable('rooms').set({ name: 'z' }).returning('id'))
      .with('stored', (q) =>
        q
          .insertInto('rooms')
          .expression((eb) => eb.selectFrom('next').select(['next.id']))
          .returningAll(),
      )
      .selectFrom('stored')
      .select('id');
    expect(of(next as never)).toBe('insert');
    // Common table expressions written as raw SQL (the send statement's) count by their keyword.
    const rawCtes = db
      .with('counted', () => sql`(UPDATE rooms SET name = 'z' RETURNING id)`)
      .with('stored', () => sql`(INSERT INTO rooms (name) SELECT 'x' FROM counted RETURNING id)`)
      .selectFrom('stored' as never)
      .selectAll();
    expect(of(rawCtes as never)).toBe('insert');
  });

  it('names raw SQL by its first keyword, a prepared mark before it or not; anything else is other', () => {
    const raw = (text: string) =>
      operationOf({ kind: 'RawNode', sqlFragments: [text], parameters: [] }, text);
    expect(raw('select 1')).toBe('select');
    expect(raw('/* prepared */ DELETE FROM sessions')).toBe('delete');
    expect(raw('  Update rooms set name = $1')).toBe('update');
    expect(raw('WITH batch AS (select 1) INSERT INTO messages select * from batch')).toBe('other');
    expect(raw('VACUUM messages')).toBe('other');
  });
});
