import type { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { createInnerContext, createRequestContext } from './context';
import { type AppRouter, appRouter } from './root';
import { serveTrpcSocket } from './ws-connection';

/** tRPC at /trpc: calls over HTTP, subscriptions over a WebSocket, identity from the session cookie. */
export async function trpcRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  // The app's logger, not a request's: a socket must not keep its upgrade request alive.
  const logFailure = (error: TRPCError, path: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC call failed');
  };
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) =>
        createRequestContext(deps, req.raw, (cookie) => res.header('set-cookie', cookie.serialize())),
      onError: ({ error, path }) => logFailure(error, path),
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  app.get('/trpc', { websocket: true }, (socket, request) => {
    // The socket keeps a context of its own, not the upgrade request it came with.
    const context = createRequestContext(deps, request.raw).then((ctx) => {
      if (!ctx.actor || !ctx.sessionId) return ctx;
      // Sockets of a session that ends (logout, ban, deletion) are closed with it.
      const remove = deps.connections.add(socket, { userId: ctx.actor.id, sessionId: ctx.sessionId });
      socket.once('close', remove);
      return createInnerContext(deps, ctx.actor, { sessionId: ctx.sessionId });
    });
    serveTrpcSocket(socket, {
      router: appRouter,
      context,
      onError: logFailure,
    });
  });
}
