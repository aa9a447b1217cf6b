import { resolve } from 'node:path';
import {
  type BackupManifest,
  BackupRefusal,
  backupData,
  backupFileName,
  loadConfig,
  PgToolError,
  restoreData,
} from '@nahbar/api/backup';
import { DataDirInUseError } from '@nahbar/db';

/** A refusal the operator can act on is said in words and exits with 1; anything else is a bug. */
async function runTool(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (
      !(error instanceof BackupRefusal || error instanceof PgToolError || error instanceof DataDirInUseError)
    ) {
      throw error;
    }
    console.error(error.message);
    process.exitCode = 1;
  }
}

function summary(manifest: BackupManifest): string {
  const { counts, photos } = manifest;
  const stored =
    photos.store === 'local'
      ? `${photos.files} photo files`
      : `${photos.objects} S3 objects listed in ${photos.listing} (not copied)`;
  return (
    `${manifest.database.kind} database at ${manifest.database.migration ?? 'no migration'}: ` +
    `${counts.members} members, ${counts.rooms} rooms, ${counts.messages} messages, ${counts.photos} photos; ${stored}`
  );
}

/** `pnpm data:backup [file]`: one archive of the database and the local photos (backup/). */
export async function backupFromCommandLine(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error('Usage: pnpm data:backup [file.zip]');
    process.exitCode = 2;
    return;
  }
  const file = resolve(args[0] ?? backupFileName(new Date()));
  await runTool(async () => {
    const manifest = await backupData(loadConfig(), file);
    const by = manifest.madeBy === 'server' ? 'made by the running server' : 'no server was running';
    console.log(`Backup written to ${file} (${by}).\n${summary(manifest)}`);
  });
}

/** `pnpm data:restore <file>`: fills an empty DATA_DIR (and empty database) from an archive. */
export async function restoreFromCommandLine(): Promise<void> {
  const args = process.argv.slice(2);
  const [file] = args;
  if (!file || args.length > 1 || file.startsWith('-')) {
    console.error('Usage: pnpm data:restore <file.zip>');
    process.exitCode = 2;
    return;
  }
  await runTool(async () => {
    const config = loadConfig();
    const manifest = await restoreData(config, resolve(file));
    const into = config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir;
    console.log(`Restored ${file} (made ${manifest.createdAt}) into ${into}.\n${summary(manifest)}`);
  });
}
