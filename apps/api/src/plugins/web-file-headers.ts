import { basename } from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Headers for the built web app's files beyond what @fastify/static sets (its content types
 * already include application/manifest+json for the manifest). The service worker is checked
 * against the server on every visit (no-cache): browsers find a new release by comparing it.
 */
export function setWebFileHeaders(reply: FastifyReply, path: string): void {
  if (basename(path) === 'sw.js') reply.header('Cache-Control', 'no-cache');
}
