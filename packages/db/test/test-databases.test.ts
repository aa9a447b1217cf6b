import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/create-db';
import { migrateToLatest } from '../src/migrate';
import { testDatabaseKinds, testServiceUrl } from './test-databases';

/** What a schema holds: columns, indexes, constraints, functions, migrations applied, rows per table. */
async function schemaOf(db: Db): Promise<unknown> {
  const columns = await sql`
    SELECT table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public'
    ORDER BY table_name, column_name`.execute(db);
  const indexes = await sql`
    SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`.execute(db);
  const constraints = await sql`
    SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE connamespace = 'public'::regnamespace ORDER BY conname`.execute(db);
  const functions = await sql`
    SELECT proname, pg_get_functiondef(oid) AS def FROM pg_proc
    WHERE pronamespace = 'public'::regnamespace ORDER BY proname`.execute(db);
  const migrations = await sql`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  // Rows too: a migration may seed (the default rooms).
  const rows: Record<string, unknown> = {};
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_name <> 'kysely_migration_lock' ORDER BY table_name`.execute(db);
  for (const { name } of tables.rows) {
    rows[name] = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(name)}`.execute(db)
    ).rows[0]?.n;
  }
  return {
    columns: columns.rows,
    indexes: indexes.rows,
    constraints: constraints.rows,
    functions: functions.rows,
    migrations: migrations.rows,
    rows,
  };
}

/** A database of the kind migrated from nothing, as production does, handed to `use`. */
async function withMigratedFromScratch(kind: string, use: (db: Db) => Promise<void>): Promise<void> {
  if (kind === 'pglite') {
    const db = createDb({ dataDir: 'memory://' });
    try {
      await migrateToLatest(db);
      await use(db);
    } finally {
      await db.destroy();
    }
    return;
  }
  const adminUrl = testServiceUrl('TEST_DATABASE_URL') as string;
  const name = `nahbar_scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections: 2 });
  try {
    await migrateToLatest(db);
    await use(db);
  } finally {
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe.each(testDatabaseKinds())('test databases on $name', (kind) => {
  // Migrating from nothing is the slow path these copies avoid: it gets the time it takes under load.
  it('start as a copy of the migrated schema, the same as migrating from nothing', {
    timeout: 120_000,
  }, async () => {
    const copy = await kind.create();
    try {
      await withMigratedFromScratch(kind.name, async (scratch) => {
        expect(await schemaOf(copy.db)).toEqual(await schemaOf(scratch));
      });
      expect(await migrateToLatest(copy.db)).toEqual([]);
    } finally {
      await copy.close();
    }
  });

  it('are separate: what one file writes, the next does not see', async () => {
    const first = await kind.create();
    const second = await kind.create();
    try {
      await sql`CREATE TABLE only_in_first (id int)`.execute(first.db);
      const found = await sql`
        SELECT 1 FROM information_schema.tables WHERE table_name = 'only_in_first'`.execute(second.db);
      expect(found.rows).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
