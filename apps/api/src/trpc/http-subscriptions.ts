import { type AnyRouter, getTRPCErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/request-session';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

/**
 * The dotted paths of the router's subscriptions. tRPC keeps every procedure of a router built
 * eagerly (ours: no lazy routers) in one flat record by path.
 */
export function subscriptionPaths(router: AnyRouter): ReadonlySet<string> {
  const procedures: unknown = router._def.procedures;
  const paths = new Set<string>();
  if (typeof procedures !== 'object' || procedures === null) return paths;
  for (const [path, procedure] of Object.entries(procedures)) {
    if (typeOf(procedure) === 'subscription') paths.add(path);
  }
  return paths;
}

function typeOf(procedure: unknown): unknown {
  if (typeof procedure !== 'object' && typeof procedure !== 'function') return undefined;
  if (procedure === null || !('_def' in procedure)) return undefined;
  const def: unknown = procedure._def;
  return typeof def === 'object' && def !== null && 'type' in def ? def.type : undefined;
}

/**
 * The procedure paths a `/trpc/:path` request names, decoded as tRPC decodes them: Fastify has
 * decoded the segment once and tRPC decodes it again; a batch names several, comma-separated.
 */
function namedPaths(segment: string): string[] {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // tRPC answers an undecodable path itself, with a JSON error.
  }
  return decoded.split(',');
}

function pathParam(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null || !('path' in params)) return undefined;
  return typeof params.path === 'string' ? params.path : undefined;
}

/**
 * Subscriptions are served over the tRPC WebSocket only. Over plain HTTP tRPC would answer one
 * with a Server-Sent Events stream, which is none of the member's registered connections: signing
 * out, a ban, a password change or the account's deletion would not end it, the session re-check
 * would not reach it, and the per-member socket cap would not count it. So a request naming a
 * subscription (by any method, alone or in a batch) is answered here, before tRPC resolves it:
 * 401 without a valid session, as the sockets' upgrades are, and otherwise 400 with the
 * catalogue's reason; both as tRPC's JSON error shape, never as a stream.
 */
export function refuseHttpSubscriptions(app: FastifyInstance, deps: AppDeps, router: AnyRouter): void {
  const subscriptions = subscriptionPaths(router);
  const config = router._def._config;
  app.addHook('onRequest', async (request, reply) => {
    const segment = pathParam(request.params);
    if (segment === undefined) return;
    const paths = namedPaths(segment);
    const named = paths.find((path) => subscriptions.has(path));
    if (named === undefined) return;
    const session = await sessionOf(deps, request.raw);
    const cause = session
      ? new AppError('BAD_REQUEST', 'live.websocketOnly')
      : new AppError('UNAUTHORIZED', 'auth.notSignedIn');
    const error = new TRPCError({
      code: session ? 'BAD_REQUEST' : 'UNAUTHORIZED',
      message: cause.message,
      cause,
    });
    const shape = (path: string) => ({
      error: getTRPCErrorShape({
        config,
        error,
        type: 'subscription',
        path,
        input: undefined,
        ctx: undefined,
      }),
    });
    const isBatch = new URL(request.url, 'http://localhost').searchParams.get('batch') === '1';
    return reply
      .code(getHTTPStatusCodeFromError(error))
      .header('cache-control', 'no-store')
      .send(isBatch ? paths.map(shape) : shape(named));
  });
}
