import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The scripts every first load fetches before anything renders: the module script index.html
 * names and the modules it preloads. Lazy routes and dialogs are not among them.
 */
export function initialScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(sources)].filter(Boolean);
}
