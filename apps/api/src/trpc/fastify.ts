import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { WSSHandlerOptions } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../deps';
import { createRequestContext } from './context';
import { type AppRouter, appRouter } from './root';
import { sharedEventEncoder } from './ws-encoder';

/** tRPC over HTTP and WebSocket at /trpc, one context reading the session cookie for both. */
export async function trpcRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  // Room events reach many subscribers: each is serialised once. The plugin hands these
  // options to the WebSocket adapter too, though its types only name the HTTP ones.
  const wsOptions: Pick<WSSHandlerOptions<AppRouter>, 'experimental_encoder'> = {
    experimental_encoder: sharedEventEncoder,
  };
  const options: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      ...wsOptions,
      router: appRouter,
      createContext: async ({ req, res }) => {
        // HTTP gets a Fastify request and reply; a WebSocket gets the raw upgrade request.
        if ('raw' in req && 'header' in res) {
          return createRequestContext(deps, req.raw, (cookie) =>
            res.header('set-cookie', cookie.serialize()),
          );
        }
        // The adapter's types say FastifyReply; on a WebSocket it hands over the socket.
        const socket = res as unknown as WebSocket;
        const ctx = await createRequestContext(deps, 'raw' in req ? req.raw : req);
        // Sockets of a session that ends (logout, ban, deletion) are closed with it.
        if (ctx.actor && ctx.sessionId) {
          const remove = deps.connections.add(socket, { userId: ctx.actor.id, sessionId: ctx.sessionId });
          socket.once('close', remove);
        }
        return ctx;
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC call failed');
      },
    },
  };
  await app.register(fastifyTRPCPlugin, options);
}
