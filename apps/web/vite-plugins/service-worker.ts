import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { RELEASE_META } from '../src/sw/protocol.ts';

const WORKER_ENTRY = fileURLToPath(new URL('../src/sw/sw.ts', import.meta.url));

/**
 * Builds dist/sw.js from src/sw/sw.ts once the app is bundled, with the list of the build's
 * hashed files and a release id (a hash of that list) written in. The id also goes into
 * index.html, so a page and a worker can tell whether they belong to the same release. The
 * worker is a classic script at the site's root: its URL must stay the same across releases
 * and its scope must be the whole app.
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  let precache: string[] = [];
  let release = '';

  return {
    name: 'nahbar:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      precache = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .map((file) => `/${file}`)
        .sort();
      // File names carry content hashes, so the list alone identifies the release.
      release = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        this.error('index.html is missing from the bundle');
      }
      html.source = html.source.replace(
        '</head>',
        `  <meta name="${RELEASE_META}" content="${release}" />\n  </head>`,
      );
    },
    async closeBundle(error) {
      if (error || !release) return;
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __SW_RELEASE__: JSON.stringify(release),
          __SW_PRECACHE__: JSON.stringify(precache),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: { entry: WORKER_ENTRY, formats: ['iife'], name: 'nahbarWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
