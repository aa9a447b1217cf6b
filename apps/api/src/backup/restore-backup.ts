import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createDb, restoreEmbedded, sql } from '@nahbar/db';
import type { AppConfig } from '../config';
import { assertSafeKey } from '../photos/photo-store';
import { type BackupManifest, BackupRefusal, DATA_FILES, ENTRY } from './backup-manifest';
import { pgRestore } from './pg-tools';
import { type BackupArchive, openArchive } from './read-archive';

/** What DATA_DIR holds; a missing directory holds nothing. */
async function contentsOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function refuseUnlessEmptyDir(dataDir: string): Promise<void> {
  const found = await contentsOf(dataDir);
  if (found.length > 0) {
    const shown = found.slice(0, 5).join(', ') + (found.length > 5 ? ', …' : '');
    throw new BackupRefusal(
      `DATA_DIR ${dataDir} is not empty (${shown}): a restore fills an empty data directory only, and ` +
        'overwrites nothing. Point DATA_DIR at a new directory, or move this one aside first.',
    );
  }
}

async function refuseUnlessEmptyDatabase(databaseUrl: string): Promise<void> {
  const db = createDb({ databaseUrl, dataDir: 'memory://', maxConnections: 1 });
  try {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`.execute(db);
    if ((rows[0]?.n ?? 0) > 0) {
      throw new BackupRefusal(
        'The database at DATABASE_URL has tables already: a restore fills an empty database only. ' +
          'Create a new one (createdb) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await db.destroy();
  }
}

async function restoreDatabase(archive: BackupArchive, config: AppConfig): Promise<void> {
  const { database } = archive.manifest;
  if (database.kind === 'pglite') {
    const tar = await buffer(await archive.read(database.entry));
    await restoreEmbedded(config.dataDir, new Blob([tar], { type: 'application/x-tar' }), {
      name: 'pnpm data:restore',
    });
    return;
  }
  // pg_restore reads a file (the custom format is read out of order), so the dump goes to one first.
  const scratch = await mkdtemp(join(tmpdir(), 'nahbar-restore-'));
  try {
    const file = join(scratch, 'postgres.dump');
    await pipeline(await archive.read(database.entry), createWriteStream(file, { mode: 0o600 }));
    await pgRestore(config.databaseUrl ?? '', file);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The local photos and the other files of DATA_DIR, each to its place; returns the photo count. */
async function restoreFiles(archive: BackupArchive, dataDir: string): Promise<number> {
  let photos = 0;
  for (const name of archive.names) {
    let target: string | undefined;
    if (name.startsWith(ENTRY.photos) && !name.endsWith('/')) {
      const key = name.slice(ENTRY.photos.length);
      assertSafeKey(key);
      target = join(dataDir, 'photos', ...key.split('/'));
      photos += 1;
    } else if (name.startsWith(ENTRY.data)) {
      const file = name.slice(ENTRY.data.length);
      if (!(DATA_FILES as readonly string[]).includes(file)) continue;
      target = join(dataDir, file);
    }
    if (!target) continue;
    await mkdir(dirname(target), { recursive: true });
    await pipeline(await archive.read(name), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  }
  return photos;
}

/**
 * `pnpm data:restore <file>`: fills an empty DATA_DIR (and, with DATABASE_URL, an empty
 * database) from an archive of `pnpm data:backup`, and refuses anything not empty. The server
 * started on it afterwards migrates it forward as at every start.
 */
export async function restoreData(config: AppConfig, file: string): Promise<BackupManifest> {
  if (config.dataDir.startsWith('memory://')) {
    throw new BackupRefusal('DATA_DIR is memory://: a restore needs a directory to fill.');
  }
  const archive = await openArchive(file);
  try {
    const { manifest } = archive;
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new BackupRefusal(
        manifest.database.kind === 'postgres'
          ? `${file} holds a Postgres dump: set DATABASE_URL to the (empty) database to restore it into.`
          : `${file} holds an embedded database: restore it without DATABASE_URL, into an empty DATA_DIR.`,
      );
    }
    const fillsDataDir =
      kind === 'pglite' ||
      manifest.dataFiles.length > 0 ||
      (manifest.photos.store === 'local' && manifest.photos.files > 0);
    if (fillsDataDir) await refuseUnlessEmptyDir(config.dataDir);
    if (config.databaseUrl) await refuseUnlessEmptyDatabase(config.databaseUrl);
    await restoreDatabase(archive, config);
    const photos = await restoreFiles(archive, config.dataDir);
    const expected = manifest.photos.store === 'local' ? manifest.photos.files : 0;
    if (photos !== expected) {
      throw new BackupRefusal(`${file} should hold ${expected} photo files but holds ${photos}.`);
    }
    return manifest;
  } finally {
    archive.close();
  }
}
