import { basename, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/** Hashed file names change with their content: a browser may keep them for a year, unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache headers for the built web app's files beyond what @fastify/static sets (its content types
 * already include application/manifest+json for the manifest). Files under `assets/` carry a
 * content hash in their names and are immutable. The page and the service worker are checked
 * against the server on every visit (no-cache): they name the release's assets, and browsers
 * find a new release by comparing the worker.
 */
export function setWebFileHeaders(reply: FastifyReply, path: string): void {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  if (path.includes(`${sep}assets${sep}`)) reply.header('Cache-Control', IMMUTABLE);
  else if (name === 'sw.js' || name === 'index.html') reply.header('Cache-Control', 'no-cache');
}
