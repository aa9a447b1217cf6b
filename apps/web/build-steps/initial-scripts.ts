import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The scripts every first load fetches before anything renders: the module script index.html
 * names and the modules it preloads (the early script too, a plain script). Lazy routes and
 * dialogs are not among them.
 */
export function initialScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(sources)].filter(Boolean);
}

/**
 * Each language's catalogue scripts (its chunk and what that imports), as the build listed them
 * (vite-plugins/early-answers.ts): a visit fetches one language's before the app renders.
 */
export function languageScripts(outDir: string): Record<string, string[]> {
  // No list is an error, not nothing to count: the budget would pass without the languages.
  return JSON.parse(readFileSync(join(outDir, 'text-chunks.json'), 'utf8')) as Record<string, string[]>;
}
