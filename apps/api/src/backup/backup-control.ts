import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { BackupBusyError, type Backups } from './write-backup';

/**
 * How `pnpm data:backup` reaches the running server: a file in DATA_DIR, readable by its owner
 * alone, naming the process, its loopback port and a secret made at each start. Whoever may
 * read it may read the data directory itself, so the secret grants nothing more.
 */
export const CONTROL_FILE = 'backup-control.json';
export const BACKUP_PATH = '/backup';

export interface ControlRecord {
  pid: number;
  host: string;
  port: number;
  secret: string;
}

export interface BackupControl {
  port: number;
  close(): Promise<void>;
}

function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Listens on 127.0.0.1 (a port the system picks, never the public one) for `POST /backup` with
 * `Authorization: Bearer <secret>`, and answers with the archive as it is written. Anything else
 * is refused: 401 without the secret, 404 for other paths, 409 while a backup runs.
 */
export async function openBackupControl(
  backups: Backups,
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<BackupControl> {
  const secret = randomBytes(32).toString('base64url');
  const server = createServer((request, response) => {
    const refuse = (status: number, text: string) =>
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
    if (request.url !== BACKUP_PATH || request.method !== 'POST') return refuse(404, 'Not found');
    if (!bearerMatches(request.headers.authorization, secret)) return refuse(401, 'Not allowed');
    if (backups.running) return refuse(409, new BackupBusyError().message);
    response.writeHead(200, { 'content-type': 'application/zip', 'cache-control': 'no-store' });
    backups.write(response).catch((error: unknown) => {
      // The archive breaks off: the command sees a truncated answer and keeps no file.
      onError(error);
      response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const record: ControlRecord = { pid: process.pid, host: hostname(), port, secret };
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, CONTROL_FILE);
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, `${JSON.stringify(record)}\n`, { mode: 0o600 });
  await rename(partial, file);
  return {
    port,
    async close() {
      // Only our own record: a newer server may have written its own since.
      if (readControlRecord(dataDir)?.secret === secret) await rm(file, { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The record a running server left, or undefined when there is none (or it is unreadable). */
export function readControlRecord(dataDir: string): ControlRecord | undefined {
  try {
    const value = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as Partial<ControlRecord>;
    const complete =
      typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.port === 'number' &&
      typeof value.secret === 'string';
    return complete ? (value as ControlRecord) : undefined;
  } catch {
    return undefined;
  }
}
