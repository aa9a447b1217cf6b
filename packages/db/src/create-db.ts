import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, type KyselyPlugin, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type DataDirOwner, lockDataDir } from './data-dir-lock';
import { PreparingPglite } from './embedded-prepared';
import { PreparingClient } from './prepared';
import { DbWatch, registerWatch } from './query-watch';
import type { Database } from './schema';

export interface DbConfig {
  /** A Postgres connection string; without it the database is embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  dataDir: string;
  /** Postgres pool size. */
  maxConnections?: number;
  /**
   * Who opens the embedded database, named to a second process that is refused (it holds
   * DATA_DIR until the database is destroyed).
   */
  owner?: DataDirOwner;
  /**
   * An embedded database in memory starts as a copy of this dump (`dumpEmbedded`) instead of an
   * empty cluster: the tests start each file's database from one migrated dump.
   */
  startFrom?: Blob;
}

export type Db = Kysely<Database>;

// Postgres returns bigint (count(*)) as text; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDb(config: DbConfig): Db {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.maxConnections ?? 10,
      Client: PreparingClient,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query connects afresh.
    pool.on('error', () => {});
    const watch = new DbWatch(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins, log: watch.log });
    registerWatch(db, watch);
    return db;
  }
  const dataDir = config.dataDir === 'memory://' ? undefined : join(config.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches a file: a refused second opener must leave the data as it was.
  const lock = dataDir
    ? lockDataDir(config.dataDir, config.owner ?? { name: 'another Nahbar process' })
    : undefined;
  const startFrom = dataDir ? undefined : config.startFrom;
  const pglite = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: startFrom });
  const watch = new DbWatch();
  const db = new EmbeddedDb(pglite, plugins, watch, () => lock?.release());
  registerWatch(db, watch);
  return db;
}

/**
 * Kysely's own PGlite dialect runs each transaction in PGlite's exclusive mode, so concurrent
 * transactions on the single embedded connection take turns. Destroying it closes PGlite even
 * if no query ever ran (Kysely then leaves its driver alone), and lets go of DATA_DIR.
 */
class EmbeddedDb extends Kysely<Database> {
  readonly #pglite: PGlite;
  readonly #release: () => void;

  constructor(pglite: PGlite, plugins: KyselyPlugin[], watch: DbWatch, release: () => void) {
    super({ dialect: new PGliteDialect({ pglite: new PreparingPglite(pglite) }), plugins, log: watch.log });
    this.#pglite = pglite;
    this.#release = release;
  }

  /** The whole cluster as a tar archive, for `createDb({ startFrom })`. */
  dump(): Promise<Blob> {
    return this.#pglite.dumpDataDir('none');
  }

  override async destroy(): Promise<void> {
    try {
      await super.destroy();
      if (!this.#pglite.closed) await this.#pglite.close();
    } finally {
      this.#release();
    }
  }
}

/**
 * A dump of an embedded database (see `DbConfig.startFrom`, `restoreEmbedded`); refused for
 * Postgres. It waits for the statement running now and holds the next one until it is done, so
 * it is the files as a crash at that moment would leave them: committed transactions are in it,
 * and one still open is rolled back when the copy is opened.
 */
export function dumpEmbedded(db: Db): Promise<Blob> {
  if (!(db instanceof EmbeddedDb)) throw new Error('Only an embedded database can be dumped.');
  return db.dump();
}

/** Whether `db` is the embedded database (PGlite) rather than Postgres. */
export function isEmbedded(db: Db): boolean {
  return db instanceof EmbeddedDb;
}

/**
 * Fills `dataDir`'s empty embedded database from a dump (`dumpEmbedded`): what `pnpm
 * data:restore` does. Holds DATA_DIR's lock meanwhile, like any other opener.
 */
export async function restoreEmbedded(dataDir: string, dump: Blob, owner: DataDirOwner): Promise<void> {
  const pgliteDir = join(dataDir, 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  const lock = lockDataDir(dataDir, owner);
  try {
    const pglite = new PGlite({ dataDir: pgliteDir, extensions: { pg_trgm }, loadDataDir: dump });
    await pglite.waitReady;
    await pglite.close();
  } finally {
    lock.release();
  }
}
