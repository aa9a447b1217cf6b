import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

const EARLY_ENTRY = fileURLToPath(new URL('../src/early/ask-early.ts', import.meta.url));
const CATALOGUE_MODULE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/](de|en)\.ts$/;
/** The later areas' modules (src/i18n/catalogues.ts): fetched after the first screen, never preloaded. */
const LATER_MODULE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]later-(de|en)\.ts$/;

/** Where the build lists each language's catalogue scripts, for the size budget (build-steps). */
const TEXT_CHUNKS_FILE = 'text-chunks.json';

/**
 * Each language's first-screen catalogue chunk with the chunks it imports (what both languages
 * share is a chunk of its own), by address: the early script preloads one language's, all at
 * once, so that none is found only after another has arrived. Null when one is missing, or when
 * a later part's chunk is among them: it would be preloaded, and counted in the first load.
 */
function catalogueChunks(bundle: Rollup.OutputBundle): Record<string, string[]> | null {
  const chunks: Record<string, string[]> = {};
  const later = new Set<string>();
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    const locale = CATALOGUE_MODULE.exec(file.facadeModuleId ?? '')?.[1];
    if (locale) chunks[locale] = [file.fileName, ...file.imports].map((name) => `/${name}`);
    if (LATER_MODULE.test(file.facadeModuleId ?? '')) later.add(`/${file.fileName}`);
  }
  const preloadsLater = Object.values(chunks).some((files) => files.some((name) => later.has(name)));
  return chunks.de && chunks.en && later.size === 2 && !preloadsLater ? chunks : null;
}

/**
 * Builds the early script (src/early) as one self-contained classic script with a content hash,
 * and names it first in index.html's head, `async`: the browser fetches it beside the app's
 * code and runs it the moment it arrives, so its queries (and the fetch of the member's
 * language) travel while the app's code still loads. A script of its own, not a module of the
 * app: a module would wait for the bundle. It learns the catalogue chunks' addresses here.
 */
export function earlyAnswers(): Plugin {
  return {
    name: 'nahbar:early-answers',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const textChunks = catalogueChunks(bundle);
      if (!textChunks)
        this.error(
          'the catalogue chunks (src/i18n/catalogues/*.ts) are missing or a later part is preloaded',
        );
      const output = (await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __NAHBAR_TEXT_CHUNKS__: JSON.stringify(textChunks) },
        build: {
          write: false,
          minify: true,
          lib: { entry: EARLY_ENTRY, formats: ['iife'], name: 'nahbarEarly', fileName: () => 'early.js' },
        },
      })) as Rollup.RollupOutput[];
      this.emitFile({ type: 'asset', fileName: TEXT_CHUNKS_FILE, source: JSON.stringify(textChunks) });
      const chunk = output[0]?.output.find((file) => file.type === 'chunk');
      if (!chunk) this.error('the early script did not build');
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 10);
      const fileName = `assets/early-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        this.error('index.html is missing from the bundle');
      }
      // First among the page's requests: HTTP/1.1 opens six connections to a host, and the
      // script must not queue behind the bundle's chunks.
      const charset = '<meta charset="UTF-8" />';
      if (!html.source.includes(charset)) this.error('index.html has no charset declaration');
      html.source = html.source.replace(
        charset,
        `${charset}\n    <script async fetchpriority="high" src="/${fileName}"></script>`,
      );
    },
  };
}
