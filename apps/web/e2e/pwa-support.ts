import { readFileSync, writeFileSync } from 'node:fs';
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
  const original = readFileSync(WORKER_FILE, 'utf8');
  try {
    writeWorker(original.replaceAll(release, next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await during();
  } finally {
    writeWorker(original);
  }
}
