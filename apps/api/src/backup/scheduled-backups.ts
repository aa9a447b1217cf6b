import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupConfig } from '../config';
import { backupFileName } from './backup-command';
import type { BackupManifest } from './backup-manifest';
import type { Backups } from './write-backup';

/** The names the schedule writes (backupFileName); only these are ever pruned. */
const SCHEDULED = /^nahbar-backup-\d{8}T\d{6}Z\.zip$/;

/** Removes all but the newest `keep` scheduled archives in `dir`; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => rm(join(dir, name), { force: true })));
  return old;
}

export interface BackupLog {
  info(fields: object, text: string): void;
  error(fields: object, text: string): void;
}

/**
 * Every BACKUP_INTERVAL_HOURS (the first one interval after the start) an archive in BACKUP_DIR,
 * as `pnpm data:backup` makes it, then all but the newest BACKUP_KEEP removed. A snapshot that
 * fails is logged and the next one tried at the next interval. Returns the stop.
 */
export function startScheduledBackups(
  backups: Pick<Backups, 'running' | 'writeFile'>,
  config: BackupConfig,
  log: BackupLog,
  now: () => Date = () => new Date(),
): () => void {
  const dir = config.dir;
  if (!dir) return () => {};
  const snapshot = async () => {
    if (backups.running) return; // one asked for by hand is being written: this turn is skipped
    await mkdir(dir, { recursive: true });
    const file = join(dir, backupFileName(now()));
    const manifest: BackupManifest = await backups.writeFile(file);
    const removed = await pruneBackups(dir, config.keep);
    log.info({ file, counts: manifest.counts, removed }, 'backup written');
  };
  const timer = setInterval(() => {
    snapshot().catch((error: unknown) => log.error({ err: error }, 'backup failed'));
  }, config.intervalHours * 3_600_000);
  return () => clearInterval(timer);
}
