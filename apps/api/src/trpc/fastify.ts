import type { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { socketAdmission } from '../plugins/socket-admission';
import { RefusalMeter } from '../realtime/refusal-meter';
import { tooManyCalls } from './caps';
import { createInnerContext, createRequestContext, frameContext, type InnerContext } from './context';
import { refuseHttpSubscriptions } from './http-subscriptions';
import { type AppRouter, appRouter } from './root';
import { serveTrpcSocket, type TrpcSocketOptions } from './ws-connection';

/** Sends: a member's next frame need not wait for their message to be committed. */
const PIPELINED_CALLS: ReadonlySet<string> = new Set(['messages.send']);
/** One for every socket: the sends that go ahead, and the hooks their context carries. */
const PIPELINED: TrpcSocketOptions<InnerContext>['pipelined'] = {
  paths: PIPELINED_CALLS,
  context: (ctx, sendHooks) => ({ ...ctx, sendHooks }),
};

/** tRPC at /trpc: calls over HTTP, subscriptions over the WebSocket only, identity from the session cookie. */
export async function trpcRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  // The app's logger, not a request's: a socket must not keep its upgrade request alive.
  const logFailure = (error: TRPCError, path: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC call failed');
  };
  const { callsPerBatch } = deps.config.sockets;
  // Before tRPC's own route: it would answer a subscription with an event stream.
  refuseHttpSubscriptions(app, deps, appRouter);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res, info }) => {
        // Each call of a batch is work (and a database query or more): a request carries a few.
        if (info.calls.length > callsPerBatch) throw tooManyCalls(callsPerBatch);
        return createRequestContext(
          deps,
          req.raw,
          (cookie) => res.header('set-cookie', cookie.serialize()),
          req.ip,
        );
      },
      onError: ({ error, path }) => logFailure(error, path),
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  const admission = socketAdmission(deps, 'trpc', (error) =>
    app.log.warn({ err: error }, 'trpc socket failed'),
  );
  // Anonymous upgrades are refused (401) like `/ws`: every procedure a socket serves needs a
  // member, and the socket is registered under its session so that the session's end ends it.
  app.get('/trpc', { websocket: true, preValidation: admission.preValidation }, (socket, request) => {
    const admitted = admission.admit(socket, request);
    if (!admitted) return;
    const { session, registration } = admitted;
    // The socket keeps a context of its own, not the upgrade request it came with (nor the
    // session's record: what lives as long as the socket is what 20,000 idle sockets cost).
    const context = createInnerContext(deps, session.user, { sessionId: session.sessionId, ip: request.ip });
    const userId = session.user.id;
    serveTrpcSocket(socket, {
      router: appRouter,
      context: Promise.resolve(context),
      frameContext,
      isLive: () => !registration.ended,
      turns: (task) => deps.connections.turns.run(userId, task),
      pipelined: PIPELINED,
      caps: deps.config.sockets,
      refusals: new RefusalMeter(deps.config.limits.wsRefusals),
      onError: logFailure,
    });
  });
}
