import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDb, DataDirInUseError, describeHolder } from '@nahbar/db';
import type { AppConfig } from '../config';
import { createPhotoStore } from '../photos/create-photo-store';
import { BACKUP_PATH, type ControlRecord, readControlRecord } from './backup-control';
import { type BackupManifest, BackupRefusal } from './backup-manifest';
import { readManifest } from './read-archive';
import { writeArchiveFile, writeBackup } from './write-backup';

function isRunningHere(record: ControlRecord): boolean {
  if (record.host !== hostname()) return false;
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `nahbar-backup-20261128T201500Z.zip`: sorts by time, as the schedule's pruning needs. */
export function backupFileName(at: Date): string {
  return `nahbar-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.zip`;
}

/** Asks the running server for the archive and writes what it answers to `out`. */
export function backupFromServer(
  record: ControlRecord,
  out: Writable,
  secret = record.secret,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const asked = request(
      {
        host: '127.0.0.1',
        port: record.port,
        path: BACKUP_PATH,
        method: 'POST',
        headers: { authorization: `Bearer ${secret}` },
      },
      (response) => {
        if (response.statusCode !== 200) {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += String(chunk);
          });
          response.on('end', () =>
            reject(
              new BackupRefusal(`The server refused the backup (${response.statusCode}): ${text.trim()}`),
            ),
          );
          return;
        }
        // A server that fails mid-way cuts the answer off: pipeline rejects ("aborted").
        pipeline(response, out).then(resolve, (error: unknown) =>
          reject(new BackupRefusal(`The server broke the backup off: ${String(error)}`)),
        );
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

/** Makes the archive here, with no server running: the database opened for this alone. */
async function backupHere(config: AppConfig, out: Writable): Promise<void> {
  const embedded = !config.databaseUrl;
  if (embedded && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupRefusal(`There is no embedded database in ${config.dataDir} to back up.`);
  }
  let db: ReturnType<typeof createDb>;
  try {
    db = createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      maxConnections: 2,
      owner: { name: 'pnpm data:backup' },
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const who = error.holder ? describeHolder(error.holder) : 'another process';
    throw new BackupRefusal(
      `The embedded database in ${config.dataDir} is open in ${who}, which did not offer to make the ` +
        `backup (no ${join(config.dataDir, 'backup-control.json')}). Stop it and run the command again.`,
    );
  }
  const photos = await createPhotoStore(config);
  try {
    await writeBackup(
      {
        db,
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        photos,
        s3Bucket: config.s3?.bucket,
        hold: undefined,
        madeBy: 'command',
      },
      out,
    );
  } finally {
    await photos.close();
    await db.destroy();
  }
}

/**
 * `pnpm data:backup [file]`: the running server makes the archive when one runs on this
 * DATA_DIR (it owns the embedded database, and it holds photo deletions while it copies);
 * otherwise this process makes it. Returns the file's manifest, read back from the file.
 */
export async function backupData(config: AppConfig, file: string): Promise<BackupManifest> {
  if (config.dataDir.startsWith('memory://')) {
    throw new BackupRefusal('DATA_DIR is memory://: there is nothing kept to back up.');
  }
  const record = readControlRecord(config.dataDir);
  const server = record && isRunningHere(record) ? record : undefined;
  await writeArchiveFile(file, (out) => (server ? backupFromServer(server, out) : backupHere(config, out)));
  return readManifest(file);
}
