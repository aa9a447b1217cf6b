/**
 * Fails the build when the JavaScript a first visit loads grows past the budget: the scripts
 * index.html names and preloads and the heavier language's first-screen texts, gzipped at level
 * 9 as the server's precompressed copies are. Each language's later texts (LATER_AREAS in
 * contracts) come after the first screen and are not counted.
 * Every route but the chat screen, and every dialog the chat screen opens on demand, is a lazy
 * chunk outside this sum. Run after `vite build`, from apps/web: `tsx build-steps/size-budget.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initialScripts, languageScripts } from './initial-scripts.ts';

/**
 * gzip bytes: the goal of 200 kB, reached (React, the router, React Query and tRPC alone take
 * 115 kB). Lower it as the first load shrinks; raise it only with a reason in the commit that does.
 */
const INITIAL_JS_BUDGET_BYTES = 200_000;

interface ScriptWeight {
  src: string;
  gzip: number;
}

function weigh(outDir: string, src: string): ScriptWeight {
  return { src, gzip: gzipSync(readFileSync(join(outDir, src)), { level: 9 }).length };
}

/**
 * The first load's scripts with the heaviest language's first-screen catalogue scripts (a visit
 * loads one language's); a script both need is counted once.
 */
export function weighInitialScripts(outDir: string): ScriptWeight[] {
  const initial = initialScripts(outDir);
  const languages = Object.values(languageScripts(outDir)).map((scripts) =>
    scripts.filter((src) => !initial.includes(src)).map((src) => weigh(outDir, src)),
  );
  const total = (weights: ScriptWeight[]) => weights.reduce((sum, weight) => sum + weight.gzip, 0);
  const heaviest = languages.sort((a, b) => total(b) - total(a))[0] ?? [];
  return [...initial.map((src) => weigh(outDir, src)), ...heaviest];
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const outDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const weights = weighInitialScripts(outDir);
  const total = weights.reduce((sum, weight) => sum + weight.gzip, 0);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const weight of weights) console.log(`  ${weight.src}  ${kB(weight.gzip)} gzip`);
  const verdict = `first-load JavaScript ${kB(total)} gzip, budget ${kB(INITIAL_JS_BUDGET_BYTES)}`;
  if (total > INITIAL_JS_BUDGET_BYTES) {
    console.error(`size budget exceeded: ${verdict}`);
    process.exit(1);
  }
  console.log(`size budget kept: ${verdict}`);
}
