import { readFile } from 'node:fs/promises';
import { announce, parseAnnouncementFile } from '@nahbar/api';
import { migrateToLatest } from '@nahbar/db';
import { withToolDb } from './tool-db';

const USAGE = 'Usage: pnpm mail:announce <file.json> [--dry-run]';

/**
 * `pnpm mail:announce <file>`: puts an operator's announcement (the JSON file's subject and text
 * in German and English; apps/api/src/services/announcements/announcement-file.ts) into the mail
 * outbox of every member with a verified address and "important updates" on. The running server
 * sends it. On the embedded database the server must be stopped first (one process at a time;
 * the tool says so and changes nothing); with DATABASE_URL it works while the server runs.
 * Running it twice with the same text queues nothing the second time.
 */
export async function announceFromCommandLine(): Promise<void> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  const [file] = files;
  if (!file || files.length > 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const parsed = parseAnnouncementFile(text);
  if (!parsed.ok) {
    console.error(`${file} is not an announcement:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  await withToolDb('mail:announce', async (db) => {
    await migrateToLatest(db);
    const result = await announce({ db, clock: { now: () => new Date() } }, parsed.announcement, { dryRun });
    if (dryRun) {
      console.log(`Announcement ${result.id} would go to ${result.recipients} member(s); nothing queued.`);
    } else {
      const before = result.recipients - result.queued;
      console.log(
        `Announcement ${result.id}: queued ${result.queued} mail(s)` +
          (before > 0 ? `; ${before} member(s) had it already.` : '.'),
      );
    }
  });
}
