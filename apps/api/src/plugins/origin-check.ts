import { textRef } from '@nahbar/contracts';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { errorBody } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes made to be called from outside the app, which therefore carry no Origin: the one-click
 * unsubscribe (RFC 8058), which mail programs POST to without a cookie. It reads no session, so a
 * forged request can do nothing a holder of the mailed token could not do anyway.
 */
const NO_ORIGIN_NEEDED = new Set(['POST /api/mail/unsubscribe']);

export interface OriginCheckOptions {
  allowedOrigins: string[];
  /** Named in the refusal, so whoever opened the app elsewhere knows where to open it. */
  expectedOrigin: string;
}

/**
 * The refusal as tRPC's HTTP client reads an error (one for the whole batch), with the data
 * the error formatter of trpc/trpc.ts gives every error: the web app shows its text.
 */
function trpcRefusal(error: AppError) {
  return {
    error: {
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY.FORBIDDEN,
      data: {
        code: 'FORBIDDEN',
        httpStatus: error.status,
        path: null,
        appCode: error.code,
        text: error.text,
      },
    },
  };
}

/**
 * Cross-site request forgery and cross-site WebSocket hijacking guard: a request that
 * changes state, and every WebSocket upgrade, must come from one of our own origins. The
 * refusal says so in its own words rather than passing for a wrong password.
 */
export const originCheck = fp<OriginCheckOptions>(
  async (app: FastifyInstance, { allowedOrigins, expectedOrigin }) => {
    const allowed = new Set(allowedOrigins);
    app.addHook('onRequest', async (request, reply) => {
      const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
      if (SAFE_METHODS.has(request.method) && !isUpgrade) return;
      if (!isUpgrade && NO_ORIGIN_NEEDED.has(`${request.method} ${request.routeOptions.url}`)) return;
      const origin = request.headers.origin;
      if (origin && allowed.has(origin)) return;
      const error = new AppError('FOREIGN_ORIGIN', textRef('request.foreignOrigin', expectedOrigin));
      const isTrpc = /^\/trpc(\/|\?|$)/.test(request.url);
      return reply.code(error.status).send(isTrpc ? trpcRefusal(error) : errorBody(error));
    });
  },
  { name: 'origin-check' },
);
