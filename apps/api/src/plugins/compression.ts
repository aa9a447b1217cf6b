import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers fit one packet anyway; compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers of REST and tRPC above the threshold, brotli preferred over gzip, as
 * the browser's Accept-Encoding allows. Brotli at quality 4 compresses about as fast as gzip's
 * default and smaller; the built web app's files are compressed once at build time instead
 * (they already carry a Content-Encoding, which this leaves alone), and photos are not
 * compressible types. WebSocket frames are not HTTP answers and pass untouched.
 */
export const compression = fp(async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
