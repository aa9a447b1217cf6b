import { APP_ERROR_LABEL, TEXT } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery and cross-site WebSocket hijacking guard: a request that
 * changes state, and every WebSocket upgrade, must come from one of our own origins.
 */
export const originCheck = fp<{ allowedOrigins: string[] }>(
  async (app: FastifyInstance, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    app.addHook('onRequest', async (request, reply) => {
      const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
      if (SAFE_METHODS.has(request.method) && !isUpgrade) return;
      const origin = request.headers.origin;
      if (origin && allowed.has(origin)) return;
      return reply.code(403).send({ error: APP_ERROR_LABEL.FORBIDDEN, message: TEXT.auth.foreignOrigin });
    });
  },
  { name: 'origin-check' },
);
