/**
 * What the text catalogue weighs in the JavaScript a first visit of /chat loads. Builds the web
 * app three times into temporary folders (the sources stay untouched): as it is, with the German
 * catalogue replaced by the English one, and with both replaced by empty objects. The figures are
 * the scripts index.html loads (entry and module preloads; /chat loads no other chunk), raw and
 * gzipped at level 9, and the differences between the builds.
 *
 * It lives in apps/web rather than scripts/bench because it drives this package's Vite.
 * Run: pnpm --filter @nahbar/web bench:catalogue
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const GERMAN = /packages\/contracts\/src\/text\/de\/index\.ts$/;
const ENGLISH = /packages\/contracts\/src\/text\/en\/index\.ts$/;

type Variant = 'as built' | 'without German' | 'without catalogue';

/** Swaps catalogue modules at load time, so nothing on disk changes. */
function catalogueSwap(variant: Variant): Plugin {
  return {
    name: 'bench:catalogue-swap',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (variant !== 'as built' && GERMAN.test(file)) {
        return variant === 'without German'
          ? "import { en } from '../en/index.ts';\nexport const de = en;\n"
          : 'export const de = {};\n';
      }
      if (variant === 'without catalogue' && ENGLISH.test(file)) return 'export const en = {};\n';
      return null;
    },
  };
}

interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

/** The scripts a first load of any route fetches: index.html's module script and its preloads. */
function initialScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(sources)].filter(Boolean);
}

async function weigh(variant: Variant): Promise<Weight> {
  const outDir = mkdtempSync(join(tmpdir(), 'nahbar-catalogue-'));
  try {
    await build({
      root: WEB,
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'error',
      plugins: [catalogueSwap(variant)],
      build: { outDir, emptyOutDir: true },
    });
    const weight: Weight = { files: 0, raw: 0, gzip: 0 };
    for (const src of initialScripts(outDir)) {
      const bytes = readFileSync(join(outDir, src));
      weight.files += 1;
      weight.raw += bytes.length;
      weight.gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return weight;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const variants: Variant[] = ['as built', 'without German', 'without catalogue'];
const weights = new Map<Variant, Weight>();
for (const variant of variants) weights.set(variant, await weigh(variant));

const built = weights.get('as built');
if (!built) throw new Error('no build');
console.log('Initial JavaScript of /chat (index.html script + module preloads):');
for (const variant of variants) {
  const weight = weights.get(variant);
  if (!weight) continue;
  console.log(
    `  ${variant.padEnd(18)} ${weight.files} files  ${kb(weight.raw).padStart(9)} raw  ${kb(weight.gzip).padStart(8)} gzip`,
  );
}
for (const variant of ['without German', 'without catalogue'] as const) {
  const weight = weights.get(variant);
  if (!weight) continue;
  const what = variant === 'without German' ? 'German catalogue' : 'whole catalogue (en + de)';
  console.log(
    `  ${what} adds ${kb(built.raw - weight.raw)} raw, ${kb(built.gzip - weight.gzip)} gzip ` +
      `(${(((built.gzip - weight.gzip) / built.gzip) * 100).toFixed(1)} % of the initial gzip)`,
  );
}
