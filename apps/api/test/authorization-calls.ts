import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import type { Actor } from '../src/deps';
import { appRouter } from '../src/trpc/root';
import type { HttpCall } from './authorization-matrix';
import { callerFor, ORIGIN } from './harness';
import { eventually } from './live-clients';

type ProcedureType = 'query' | 'mutation' | 'subscription';

/** Every procedure of the app. Typed as the nested router, keyed by dotted path at run time. */
export const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { type: ProcedureType } }
>;

/** `METHOD url` as the matrix names routes: HEAD goes with its GET, every method is ALL. */
export function routeKeys(route: RouteOptions): string[] {
  const methods = ([] as HTTPMethods[]).concat(route.method);
  if (methods.length > 2) return [`ALL ${route.url}`];
  return methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${route.url}`);
}

export function missingAndStale(listed: string[], actual: string[]) {
  return {
    notInTheMatrix: actual.filter((name) => !listed.includes(name)),
    noLongerThere: listed.filter((name) => !actual.includes(name)),
  };
}

/** One HTTP call from our own origin, with a member's cookie or none. */
export function request(app: FastifyInstance, method: string, call: HttpCall, cookie?: string) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (call.contentType) headers['content-type'] = call.contentType;
  const payload = call.payload === undefined ? {} : { payload: call.payload as Buffer | object };
  return app.inject({ method: method as HTTPMethods, url: call.url, headers, ...payload });
}

/**
 * A procedure's HTTP status over /trpc; a subscription (which HTTP does not carry here) is
 * called directly, answering the code of the TRPCError it fails with.
 */
export async function callProcedure(
  app: FastifyInstance,
  path: string,
  input: unknown,
  as: { cookie: string; actor: Actor } | null,
): Promise<number | string> {
  const type = procedures[path]?._def.type;
  if (type === 'subscription') {
    let node: unknown = callerFor(app.deps, as?.actor ?? null).caller;
    for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
    return (node as (input: unknown) => Promise<unknown>)(input).then(
      () => 'served',
      (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
    );
  }
  const json = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res =
    type === 'query'
      ? await request(app, 'GET', { url: `/trpc/${path}${json}` }, as?.cookie)
      : await request(app, 'POST', { url: `/trpc/${path}`, payload: input }, as?.cookie);
  return res.statusCode;
}

/** Runs `act` and waits for the room's next online list to pass `test` (one follows each change). */
export async function untilOnlineList(
  app: FastifyInstance,
  room: string,
  test: (online: string[]) => boolean,
  act: () => Promise<unknown>,
): Promise<void> {
  const controller = new AbortController();
  const events = app.deps.bus.subscribe<RoomEvent>(roomTopic(room), controller.signal);
  await events.ready;
  let done = false;
  void (async () => {
    for await (const event of events)
      if (event.type === 'room_online_users' && test(event.onlineUsers)) done = true;
  })();
  await act();
  await eventually(() => (done ? true : undefined), `the online list of ${room}`);
  controller.abort();
}
