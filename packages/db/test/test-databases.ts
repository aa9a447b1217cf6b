import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../src/create-db';
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

async function freshPglite(): Promise<TestDatabase> {
  const db = createDb({ dataDir: 'memory://' });
  await migrateToLatest(db);
  return { db, close: () => db.destroy() };
}

/** A new database on the server of `adminUrl`, dropped again on close. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `nahbar_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections: 20 });
  await migrateToLatest(db);
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
