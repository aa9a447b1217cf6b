import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { APP_ERROR_LABEL } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import { buildAsyncApiDocument } from './asyncapi-document';
import { buildOpenApiDocument } from './openapi-document';
import { REFERENCE_PAGE_HTML, REFERENCE_START_JS } from './page/reference-page';

/** The version the documents give the API; raised when a path or a shape changes incompatibly. */
export const API_VERSION = '1.0.0';

/** Where Scalar's standalone bundle lies: beside its package's entry (dist/index.js). */
const REFERENCE_BUNDLE = fileURLToPath(
  new URL('./browser/standalone.js', import.meta.resolve('@scalar/api-reference')),
);

/**
 * The documents never change while the server runs: each is built on its first request and
 * kept, for every app of the process (tests build many). The documents and the page are
 * public, like the health check; no rate limit applies (nothing is computed per request).
 */
function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => {
    value ??= { made: make() };
    return value.made;
  };
}

const openApiJson = once(() => JSON.stringify(buildOpenApiDocument(API_VERSION)));
const asyncApiJson = once(() => JSON.stringify(buildAsyncApiDocument(API_VERSION)));
/**
 * The renderer's bundle (4 MB) is compressed once, off the event loop, rather than on every
 * request as other answers are (compression.ts leaves an answer with an encoding alone).
 */
const referenceBundle = once(async () => {
  const raw = await readFile(REFERENCE_BUNDLE);
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    promisify(gzip)(raw, { level: 9 }),
  ]);
  return { raw, br, gzip: gz };
});

/** Readers may keep the documents a little; a new release is seen within the hour. */
const CACHE = 'public, max-age=3600';

/** `GET /api/openapi.json`, `GET /api/asyncapi.json` and the reference page `GET /api/docs`. */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('cache-control', CACHE).type('application/json; charset=utf-8').send(openApiJson()),
  );

  app.get('/api/asyncapi.json', async (_request, reply) =>
    reply.header('cache-control', CACHE).type('application/json; charset=utf-8').send(asyncApiJson()),
  );

  app.get('/api/docs', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(REFERENCE_PAGE_HTML),
  );

  app.get<{ Params: { asset: string } }>('/api/docs/:asset', async (request, reply) => {
    const { asset } = request.params;
    if (asset !== 'start.js' && asset !== 'reference.js') {
      // As the catch-all of rest/index.ts answers any other unknown `/api` path.
      return reply.code(404).send({ error: APP_ERROR_LABEL.NOT_FOUND, message: 'No such endpoint' });
    }
    reply.header('cache-control', CACHE).type('text/javascript; charset=utf-8');
    if (asset === 'start.js') return reply.send(REFERENCE_START_JS);
    const bundle = await referenceBundle();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(bundle.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(bundle.gzip);
    return reply.send(bundle.raw);
  });
}
