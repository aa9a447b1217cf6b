import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PassThrough, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Db } from '@nahbar/db';
import { ZipFile } from 'yazl';
import type { PhotoStore } from '../photos/photo-store';
import { BACKUP_FORMAT, type BackupManifest, DATA_FILES, ENTRY } from './backup-manifest';
import { addDatabaseSnapshot } from './database-snapshot';
import type { DeletionHold } from './deletion-hold';

/** What a backup is made of. */
export interface BackupSource {
  db: Db;
  databaseUrl: string | undefined;
  /** DATA_DIR; `memory://` has no files to keep. */
  dataDir: string;
  photos: PhotoStore;
  /** The bucket, when photos are on S3 (listed, not copied). */
  s3Bucket: string | undefined;
  /** The server's hold on photo deletions; the command alone needs none. */
  hold: DeletionHold | undefined;
  madeBy: BackupManifest['madeBy'];
}

/** Copies the local store's files, one open at a time, into `photos/<key>`. */
async function addLocalPhotos(photos: PhotoStore, zip: ZipFile, output: PassThrough): Promise<number> {
  let files = 0;
  for (const key of await photos.list()) {
    if (output.destroyed) throw new Error('the archive was closed before the photos were in it');
    const opened = await photos.openRead(key);
    if (!opened) continue; // gone since the listing: a deletion from before the hold took effect
    // JPEG, PNG and WebP are compressed already.
    zip.addReadStream(opened.stream, `${ENTRY.photos}${key}`, { compress: false, size: opened.size });
    await finished(opened.stream);
    files += 1;
  }
  return files;
}

async function addDataFiles(dataDir: string, zip: ZipFile): Promise<string[]> {
  if (dataDir.startsWith('memory://')) return [];
  const kept: string[] = [];
  for (const name of DATA_FILES) {
    const bytes = await readFile(join(dataDir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!bytes) continue;
    zip.addBuffer(bytes, `${ENTRY.data}${name}`);
    kept.push(name);
  }
  return kept;
}

/**
 * Writes one ZIP of the database and the photos to `out`: the database snapshot first, then
 * every photo file (deletions held meanwhile), then the few files of DATA_DIR worth keeping and
 * the manifest. Every photo a message in the snapshot names is in the archive; photos written
 * after the snapshot may be too, unused. On S3 the bucket's keys are listed instead.
 */
export async function writeBackup(source: BackupSource, out: Writable): Promise<BackupManifest> {
  const zip = new ZipFile();
  // A PassThrough in yazl's code; its types only promise NodeJS.ReadableStream.
  const output = zip.outputStream as PassThrough;
  zip.on('error', (error: Error) => output.destroy(error));
  const written = pipeline(output, out);
  written.catch(() => {});
  const release = source.hold?.hold();
  try {
    const createdAt = new Date().toISOString();
    const { database, counts } = await addDatabaseSnapshot(source.db, source.databaseUrl, zip);
    let photos: BackupManifest['photos'];
    if (source.photos.kind === 'local') {
      photos = { store: 'local', files: await addLocalPhotos(source.photos, zip, output) };
    } else {
      // Tried twice: PGlite's copy holds the event loop, and a kept-alive connection the S3 server
      // closed meanwhile is found out only by the first request on it (ECONNRESET).
      const keys = await source.photos.list().catch(() => source.photos.list());
      zip.addBuffer(Buffer.from(keys.map((key) => `${key}\n`).join('')), ENTRY.s3Listing);
      const bucket = source.s3Bucket ?? '';
      photos = { store: 's3', bucket, objects: keys.length, listing: ENTRY.s3Listing, copied: false };
    }
    const dataFiles = await addDataFiles(source.dataDir, zip);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt,
      madeBy: source.madeBy,
      database,
      counts,
      photos,
      dataFiles,
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), ENTRY.manifest);
    zip.end();
    await written;
    return manifest;
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => {});
    throw error;
  } finally {
    await release?.();
  }
}

/**
 * Writes an archive to `file` by way of `file.partial`, renamed once complete: a file under the
 * final name is always a whole archive. A failed write leaves nothing.
 */
export async function writeArchiveFile<T>(file: string, write: (out: Writable) => Promise<T>): Promise<T> {
  const partial = `${file}.partial`;
  try {
    const result = await write(createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
    return result;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The server's backups: one at a time, whoever asks (the command, the schedule). */
export class Backups {
  #running = false;

  constructor(private readonly source: () => BackupSource) {}

  get running(): boolean {
    return this.#running;
  }

  /** Writes an archive to `out`; refuses (BackupBusyError) while another is being written. */
  async write(out: Writable): Promise<BackupManifest> {
    if (this.#running) throw new BackupBusyError();
    this.#running = true;
    try {
      return await writeBackup(this.source(), out);
    } finally {
      this.#running = false;
    }
  }

  writeFile(file: string): Promise<BackupManifest> {
    if (this.#running) return Promise.reject(new BackupBusyError());
    return writeArchiveFile(file, (out) => this.write(out));
  }
}

export class BackupBusyError extends Error {
  constructor() {
    super('A backup is being written already; try again when it is done.');
    this.name = 'BackupBusyError';
  }
}
