import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The .eml files written without SMTP_URL hold addresses and working links: they are for reading
 * soon after (a local reset, a look at a template), so housekeeping removes those older than
 * `keptMs`. An unreadable directory (never written yet) has nothing to remove.
 */
export async function pruneMailFiles(dir: string | undefined, now: Date, keptMs: number): Promise<number> {
  if (!dir) return 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((one) => one.endsWith('.eml'))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now.getTime() - info.mtimeMs > keptMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
