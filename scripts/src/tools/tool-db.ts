import { type AppConfig, loadConfig } from '@nahbar/api';
import { createDb, DataDirInUseError, type Db, describeHolder } from '@nahbar/db';

/**
 * What a tool says when the embedded database is open in another process (the server,
 * usually). Two processes writing one PGlite directory lose changes, so tools never do;
 * with Postgres (DATABASE_URL) they work while the server runs.
 */
export function serverMustBeStopped(command: string, error: DataDirInUseError): string {
  const holder = error.holder;
  const who = holder ? describeHolder(holder) : 'another process';
  const stop = holder
    ? `Stop it first (Ctrl+C where it runs, or \`kill ${holder.pid}\`), then run \`pnpm ${command}\` again.`
    : `Stop it first, then run \`pnpm ${command}\` again.`;
  return [
    `pnpm ${command} cannot change the data in ${error.dataDir}: ${who} has it open.`,
    `The embedded database belongs to one process at a time. ${stop}`,
  ].join('\n');
}

/**
 * Runs a tool on the configured database: opened for it alone, closed afterwards. When the
 * embedded database is held by the running server it explains that and exits with 1,
 * changing nothing.
 */
export async function withToolDb(
  command: string,
  run: (db: Db, config: AppConfig) => Promise<void>,
): Promise<void> {
  const config = loadConfig();
  let db: Db;
  try {
    db = createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      owner: { name: `pnpm ${command}` },
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(serverMustBeStopped(command, error));
    process.exitCode = 1;
    return;
  }
  try {
    await run(db, config);
  } finally {
    await db.destroy();
  }
}
