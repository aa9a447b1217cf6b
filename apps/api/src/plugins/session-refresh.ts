import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshedCookieOf } from '../auth/request-session';

/** Sends the slid-forward session cookie back, unless the handler set a cookie itself. */
export const sessionRefresh = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('set-cookie')) return;
      const cookie = await refreshedCookieOf(request.raw);
      if (cookie) reply.header('set-cookie', cookie);
    });
  },
  { name: 'session-refresh' },
);
