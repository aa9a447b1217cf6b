import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb, type Db, dumpEmbedded } from '../src/create-db';
import { migrateToLatest } from '../src/migrate';

export interface TestDatabase {
  db: Db;
  close(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database of this kind. */
  create(): Promise<TestDatabase>;
}

/*
 * Every test file starts from a freshly migrated database, and most start two (PGlite and
 * Postgres). Running the migrations each time (and, for PGlite, creating the cluster) was much of
 * the suite's time, so both kinds start from a copy of one migrated database instead: PGlite from
 * a dump kept in the temporary directory, Postgres from a template database. Both are named by a
 * hash of the migrations' source, so a changed migration makes new ones; the copies hold exactly
 * what running the migrations would (`test/test-databases.test.ts` compares the two).
 */
const migrationsDir = fileURLToPath(new URL('../src/migrations/', import.meta.url));

/** A hash of every migration's source: a new or changed migration makes a new copy. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated dump: read from the temporary directory, or made and written there once. */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const path = join(tmpdir(), 'nahbar-test-db', `pglite-${migrationsHash()}.tar`);
    try {
      return new Blob([await readFile(path)]);
    } catch {
      const db = createDb({ dataDir: 'memory://' });
      await migrateToLatest(db);
      const dump = await dumpEmbedded(db);
      await db.destroy();
      // Written under a name of its own, then renamed: a parallel worker reads a whole file or none.
      await mkdir(join(tmpdir(), 'nahbar-test-db'), { recursive: true });
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, path);
      return dump;
    }
  })();
  return pgliteDump;
}

async function freshPglite(): Promise<TestDatabase> {
  const db = createDb({ dataDir: 'memory://', startFrom: await migratedPgliteDump() });
  return { db, close: () => db.destroy() };
}

/** Held while one process creates the template, so that parallel workers wait for it. */
const TEMPLATE_LOCK = 7_240_311;

/** The migrated template database on the server of `adminUrl`, created once per migrations hash. */
async function migratedTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `nahbar_template_${migrationsHash()}`;
  const exists = async () =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const db = createDb({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections: 1 });
    await migrateToLatest(db);
    await db.destroy();
    // Renamed when complete: a template that exists is always fully migrated.
    await renameOnceClosed(admin, building, name);
    // Templates of earlier migrations are of no further use.
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'nahbar\\_template\\_%' AND datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows) {
      if (!datname.endsWith('_building'))
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** Renames a database whose last connection may still be closing on the server's side. */
async function renameOnceClosed(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`ALTER DATABASE ${from} RENAME TO ${to}`);
      return;
    } catch (error) {
      // 55006: "database is being accessed by other users", the pool's backend not yet gone.
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A new database on the server of `adminUrl`, dropped again on close. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `nahbar_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await migratedTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections: 20 });
  return {
    db,
    async close() {
      await db.destroy();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Whether this run is CI's: `CI` set to anything but empty, `0` or `false`. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/**
 * The URL of a server the tests use when it is there (Postgres, Redis). Without one, a
 * local run leaves those tests out; under CI that is an error, so that CI cannot pass on
 * a smaller run than it claims.
 */
export function testServiceUrl(
  name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL',
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const url = env[name]?.trim();
  if (url) return url;
  if (isCi(env)) throw new Error(`${name} must be set when CI is set: CI runs every test, none left out.`);
  return undefined;
}

/**
 * PGlite always; real Postgres too when TEST_DATABASE_URL is set (CI must set it, and fails
 * if that server cannot be reached rather than skipping).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', create: freshPglite }];
  const url = testServiceUrl('TEST_DATABASE_URL');
  if (url) kinds.push({ name: 'postgres', create: () => freshPostgres(url) });
  return kinds;
}
export { person } from './fixtures/person';
