import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { backupFileName } from './backup-command';
import type { BackupManifest } from './backup-manifest';
import { pruneBackups, startScheduledBackups } from './scheduled-backups';

describe('the backup settings', () => {
  it('default to no schedule; with BACKUP_DIR, a snapshot a day and seven kept', () => {
    expect(loadConfig({}).backups).toEqual({ dir: undefined, intervalHours: 24, keep: 7 });
    expect(
      loadConfig({ BACKUP_DIR: '/backups', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '28' }).backups,
    ).toEqual({ dir: '/backups', intervalHours: 6, keep: 28 });
  });

  it('refuse numbers out of range, and an interval or count without BACKUP_DIR', () => {
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_INTERVAL_HOURS: '0' })).toThrow(/0\.01 to 576/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_INTERVAL_HOURS: '1000' })).toThrow(/0\.01 to 576/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/1 or more/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: 'all' })).toThrow();
    expect(() => loadConfig({ BACKUP_KEEP: '3' })).toThrow(/need BACKUP_DIR/);
  });
});

describe('scheduled backups', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nahbar-scheduled-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('prune only their own archives, oldest first', async () => {
    const names = [0, 1, 2].map((hour) => backupFileName(new Date(Date.UTC(2026, 10, 28, hour))));
    expect(names[0]).toBe('nahbar-backup-20261128T000000Z.zip');
    for (const name of [...names, 'mine.zip', `${names[0]}.partial`]) await writeFile(join(dir, name), '');
    expect(await pruneBackups(dir, 2)).toEqual([names[0]]);
    expect((await readdir(dir)).sort()).toEqual(
      [...names.slice(1), `${names[0]}.partial`, 'mine.zip'].sort(),
    );
  });

  it('write an archive every interval and keep the newest BACKUP_KEEP', async () => {
    // The archive itself is the end-to-end test's (test/backup-restore.test.ts): here, its file.
    const backups = {
      running: false,
      writeFile: async (file: string) => {
        await writeFile(file, 'archive');
        return {} as BackupManifest;
      },
    };
    const out = join(dir, 'out');
    let written = 0;
    let twoWritten: () => void = () => {};
    const done = new Promise<void>((resolve, reject) => {
      twoWritten = resolve;
      setTimeout(() => reject(new Error('no two backups within 20 s')), 20_000);
    });
    let hour = 0;
    const stop = startScheduledBackups(
      backups,
      { dir: out, intervalHours: 0.2 / 3600, keep: 1 },
      {
        info: () => {
          written += 1;
          if (written === 2) twoWritten();
        },
        error: (_fields, text) => console.error(text),
      },
      // A new name each time, as hours apart would give.
      () => new Date(Date.UTC(2026, 10, 28, hour++)),
    );
    try {
      await done;
    } finally {
      stop();
    }
    expect(await readdir(out)).toEqual(['nahbar-backup-20261128T010000Z.zip']);
  });
});
