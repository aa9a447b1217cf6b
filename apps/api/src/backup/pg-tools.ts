import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/** What the operator reads when pg_dump or pg_restore cannot be run or fails. */
export class PgToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PgToolError';
  }
}

/**
 * The connection for libpq's tools: the URL without its password on the command line (which
 * other users of the machine can read), the password in the environment.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export interface PgToolRun {
  /** What the tool writes (pg_dump's archive); pg_restore's is empty. */
  stdout: Readable;
  /** Resolves when it exited with 0; rejects with its error output otherwise. */
  done: Promise<void>;
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): PgToolRun {
  const { dbname, env } = connection(databaseUrl);
  const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + String(chunk)).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new PgToolError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install the PostgreSQL client tools (the same major version as the server or newer) and put them on PATH.`
            : `${tool} could not be started: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new PgToolError(`${tool} failed (${code ?? signal}):\n${errors.trim()}`));
    });
  });
  done.catch(() => {});
  return { stdout: child.stdout, done };
}

/**
 * `pg_dump -Fc` of the database as seen by `snapshot` (`pg_export_snapshot()` of a transaction
 * still open), so the dump and whatever that transaction read agree.
 */
export function pgDump(databaseUrl: string, snapshot: string): PgToolRun {
  return run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`], databaseUrl);
}

/**
 * Restores a `pg_dump -Fc` file into an empty database, in one transaction: all of it or, on the
 * first error, nothing. Owners and grants are left out, so any role that may create the tables
 * (and the pg_trgm extension, as the server's migrations do) can restore it.
 */
export function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const args = ['--no-owner', '--no-privileges', '--no-comments', '--exit-on-error', '--single-transaction'];
  return run('pg_restore', [...args, file], databaseUrl).done;
}
