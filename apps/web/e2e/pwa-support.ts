import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The built worker the e2e server serves at /sw.js. */
export const WORKER_FILE = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

/**
 * Writes the worker and the compressed copies the build keeps beside it (the server sends the
 * copy a browser accepts), so a played deploy reaches the browser as a real one would.
 */
function writeWorker(source: string): void {
  writeFileSync(WORKER_FILE, source);
  writeFileSync(`${WORKER_FILE}.br`, brotliCompressSync(source));
  writeFileSync(`${WORKER_FILE}.gz`, gzipSync(source));
}

/** Waits until the page's service worker is active, i.e. installed with its cache filled. */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Plays a deploy while `during` runs: the same build under another release id, which the page's
 * registration finds on its next update check. The worker file is put back whatever happens.
 */
export async function withNextRelease(
  page: Page,
  release: string,
  next: string,
  during: () => Promise<void>,
): Promise<void> {
  // An empty id would be 'found' between every two characters of the file.
  if (!release || release === next) throw new Error(`cannot play a deploy from '${release}' to '${next}'`);
  await takeWorkerFile();
  try {
    const original = readFileSync(WORKER_FILE, 'utf8');
    try {
      writeWorker(original.replaceAll(release, next));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await during();
    } finally {
      writeWorker(original);
    }
  } finally {
    rmSync(WORKER_LOCK, { recursive: true, force: true });
  }
}

/**
 * One played deploy at a time: the journeys on the other worker play theirs on the same file, and
 * one that read the file while another's release was in it would put that release back for good.
 * A directory is the lock (its creation either succeeds or fails, across processes); one older
 * than any journey was left by a run that was killed.
 */
const WORKER_LOCK = `${WORKER_FILE}.lock`;
const STALE_LOCK_MS = 5 * 60_000;

async function takeWorkerFile(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(WORKER_LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(WORKER_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(WORKER_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
