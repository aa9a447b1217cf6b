import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db, LOCK_FILE_NAME, sql } from '@nahbar/db';
import { testServiceUrl } from '@nahbar/db/testing';
import type { ServerData } from './server-process';

/** Fresh, empty data for a server process, which it migrates itself, and a way to read it after. */
export interface ServerDataPlace {
  readonly env: ServerData;
  /** The database, opened in this process: for PGlite only once the server has let go of it. */
  open(): Db;
  /** The pid the embedded database's lock file names; undefined without one (or on Postgres). */
  lockedBy(): number | undefined;
  /** Removes the data (the temporary directory, the database); safe to call more than once. */
  drop(): Promise<void>;
}

export interface ServerDataKind {
  name: 'pglite' | 'postgres';
  create(): Promise<ServerDataPlace>;
}

/** One statement on the test server's own database (creating or dropping another). */
async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = createDb({ databaseUrl: adminUrl, dataDir: 'memory://', maxConnections: 1 });
  try {
    await sql.raw(text).execute(admin);
  } finally {
    await admin.destroy();
  }
}

function lockPid(dataDir: string): number | undefined {
  try {
    const record = JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')) as { pid?: number };
    return record.pid;
  } catch {
    return undefined;
  }
}

/** Embedded PGlite in a temporary DATA_DIR (photos land there too). */
async function pglitePlace(): Promise<ServerDataPlace> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nahbar-server-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => createDb({ dataDir, owner: { name: 'a test reading the data' } }),
    lockedBy: () => lockPid(dataDir),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the test server; photos in a temporary DATA_DIR. */
async function postgresPlace(adminUrl: string): Promise<ServerDataPlace> {
  const name = `nahbar_server_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nahbar-server-'));
  let dropped = false;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => createDb({ databaseUrl: url.toString(), dataDir: 'memory://', maxConnections: 2 }),
    lockedBy: () => lockPid(dataDir),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (dropped) return;
      dropped = true;
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Like testDatabaseKinds(), for a server in another process: PGlite always, Postgres too when
 * TEST_DATABASE_URL is set (which CI must).
 */
export function serverDataKinds(): ServerDataKind[] {
  const kinds: ServerDataKind[] = [{ name: 'pglite', create: pglitePlace }];
  const url = testServiceUrl('TEST_DATABASE_URL');
  if (url) kinds.push({ name: 'postgres', create: () => postgresPlace(url) });
  return kinds;
}
