/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the built web
 * app over 1 KB, once at build time: the server hands out the copy the browser accepts
 * (@fastify/static `preCompressed`) instead of compressing each answer or sending it raw.
 * Run after `vite build`, from apps/web: `tsx build-steps/precompress.ts [dist]`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_TYPES = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.map']);
/** Below this a compressed copy saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

interface PrecompressTotals {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

export function precompress(outDir: string): PrecompressTotals {
  const totals: PrecompressTotals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const path of [...filesUnder(outDir)]) {
    if (!TEXT_TYPES.has(extname(path))) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzip);
    totals.files += 1;
    totals.raw += bytes.length;
    totals.brotli += brotli.length;
    totals.gzip += gzip.length;
  }
  return totals;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const outDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const totals = precompress(outDir);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `precompressed ${totals.files} files in ${relative(process.cwd(), outDir) || '.'}: ` +
      `${kB(totals.raw)} → ${kB(totals.brotli)} brotli, ${kB(totals.gzip)} gzip`,
  );
}
