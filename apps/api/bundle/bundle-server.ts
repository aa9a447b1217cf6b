// The server as it runs in production: one ES module built by esbuild from `src/server.ts` (or
// another entry that starts the app, such as a benchmark's), with the workspace's TypeScript
// inside and every npm package left to Node.
//
// Why not run the sources under tsx, as development does: tsx transforms with `keepNames`, which
// gives every closure a `name` property as it is made. A live socket holds a few dozen closures,
// and each such property array costs about 250 bytes: some 6 KB per idle socket, a third of what
// one costs. Without tsx the process also starts in about a second instead of loading and
// transforming every source file first, and keeps no source map of each in memory.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where `pnpm start` and the image run the server from. */
export const SERVER_ENTRY = join(apiRoot, 'src/server.ts');
export const SERVER_BUNDLE = join(apiRoot, 'dist/server.mjs');

const inNodeModules = (path: string) => /[\\/]node_modules[\\/]/.test(path);

/** Marks esbuild's own resolution of a package, which `packagesByPath` leaves alone. */
const BY_PATH = 'by-path';

/**
 * npm packages stay out of the bundle, each imported by the absolute path of the file Node would
 * load for the module that imports it: with pnpm a workspace package's dependencies sit beside that
 * package, not beside the bundle, so a bare name would not be found from `dist/`.
 */
const packagesByPath: Plugin = {
  name: 'packages-by-path',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, async (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@nahbar/')) return undefined;
      if (args.pluginData === BY_PATH) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: BY_PATH,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      // A Node built-in named without `node:` (a package's own import): Node finds it by name.
      if (resolved.external || !inNodeModules(resolved.path)) return { path: args.path, external: true };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/** A call of `import.meta.resolve` with a string literal (a package's name), as the source asks it. */
const RESOLVE_CALL = /import\.meta\.resolve\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * `import.meta.url` keeps naming the source file it is written in, so that the files a module
 * reads beside itself (the gazetteer, the password list) are found from the bundle too; and
 * `import.meta.resolve` of a package answers what it would from that file (the API reference's
 * browser script).
 */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (inNodeModules(args.path)) return undefined;
      let source = await readFile(args.path, 'utf8');
      for (const [call, , name = ''] of source.matchAll(RESOLVE_CALL)) {
        const resolved = await builder.resolve(name, {
          kind: 'import-statement',
          resolveDir: dirname(args.path),
          pluginData: BY_PATH,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        source = source.replace(call, JSON.stringify(pathToFileURL(resolved.path).href));
      }
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Bundles `entry` into `outfile` (an ES module for Node 20); about a second. */
export async function bundleServer(entry = SERVER_ENTRY, outfile = SERVER_BUNDLE): Promise<string> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The point of the bundle (above): closures without a `name` property each.
    keepNames: false,
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesByPath, sourceFileUrls],
  });
  return outfile;
}
