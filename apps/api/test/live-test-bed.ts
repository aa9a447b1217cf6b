import { usersQueries } from '@nahbar/db';
import type { TestDatabaseKind } from '@nahbar/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Actor } from '../src/deps';
import { callerFor, ORIGIN, startTestApp, type TestApp } from './harness';
import { listen, WsClient } from './live-clients';
import type { LiveMember } from './live-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What tests of one describe block share: the app on a port, its `/ws` address, open sockets. */
export interface LiveTestBed {
  t: TestApp;
  /** A tRPC caller acting as `actor`. */
  as(actor: Actor): ReturnType<typeof callerFor>['caller'];
  /** A member's stored row, to act as them through the services. */
  actorOf(id: string): Promise<Actor>;
  /** Opens a `/ws` socket for the member; it is cut when the block ends. */
  connect(member: LiveMember): Promise<WsClient>;
  /** A REST call from the app's own origin, signed in with `cookie` or signed out. */
  call(
    method: Method,
    url: string,
    cookie: string | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** Starts (beforeAll) and stops (afterAll) a LiveTestBed; its fields exist inside tests. */
export function liveTestBed(kind: TestDatabaseKind): LiveTestBed {
  let url = '';
  const sockets: WsClient[] = [];
  const bed: LiveTestBed = {
    t: undefined as unknown as TestApp,
    as: (actor) => callerFor(bed.t.deps, actor).caller,
    async actorOf(id) {
      const row = await usersQueries.findById(bed.t.deps.db, id);
      if (!row) throw new Error('no such member');
      return row;
    },
    async connect(member) {
      const socket = await WsClient.open(url, member.cookie);
      sockets.push(socket);
      return socket;
    },
    call: (method, path, cookie, payload) =>
      bed.t.app.inject({
        method,
        url: path,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      }),
  };
  beforeAll(async () => {
    bed.t = await startTestApp(kind);
    url = (await listen(bed.t.app)).ws;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await bed.t.close();
  });
  return bed;
}
