import { WS_CLIENT_FRAME_TYPES } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { sendMessage } from '../src/services/messages/send-message';
import { addMember } from '../src/services/rooms/add-member';
import {
  callProcedure,
  missingAndStale,
  procedures,
  request,
  routeKeys,
  untilOnlineList,
} from './authorization-calls';
import { observe, watchTopics } from './authorization-effects';
import {
  REST_MATRIX,
  type RestEntry,
  TRPC_MATRIX,
  type TrpcEntry,
  WS_MATRIX,
  type WsForeignFrame,
} from './authorization-matrix';
import { buildWorld, type World, worldMembers, worldRooms } from './authorization-world';
import { ORIGIN, testConfig } from './harness';
import { listen, upgradeStatus, WsClient } from './live-clients';

const needsSession = (guard: string) => guard !== 'public';

/** Foreign calls of an entry; an admin entry's own call, made by a member, is one too. */
function foreignOf<T>(entry: { guard: string; foreign?: T[] }, own: T | undefined): T[] {
  if (entry.foreign) return entry.foreign;
  return entry.guard === 'admin' && own ? [own] : [];
}

const trpcEntries = Object.entries(TRPC_MATRIX);
const restEntries = Object.entries(REST_MATRIX);
const trpcForeign = trpcEntries.flatMap(([path, entry]) =>
  foreignOf(entry, entry.input).map((input, i) => [path, i + 1, input] as const),
);
const restForeign = restEntries.flatMap(([key, entry]) =>
  foreignOf(entry, entry.call).map((call, i) => [key, i + 1, call] as const),
);
const wsForeign = Object.entries(WS_MATRIX).flatMap(([type, entry]) =>
  (entry.foreign ?? []).map((frame) => [type, frame.what, frame] as const),
);

describe.each(testDatabaseKinds())('authorisation matrix on $name', (kind) => {
  const routes = new Set<string>();
  let app: FastifyInstance;
  let w: World;
  let wsBase: string;
  let closeDatabase = async () => {};

  beforeAll(async () => {
    const database = await kind.create();
    closeDatabase = database.close;
    app = await buildApp(testConfig(), {
      db: database.db,
      onRoute: (route) => {
        for (const key of routeKeys(route)) routes.add(key);
      },
    });
    wsBase = (await listen(app)).ws;
    w = await buildWorld(app);
  });
  afterAll(async () => {
    await app.close();
    await closeDatabase();
  });

  /** Runs `act`, then checks that no row, no presence and no event came of it. */
  async function expectNoEffect(act: () => Promise<void>): Promise<void> {
    const rooms = worldRooms(w);
    const before = await observe(app.deps, rooms);
    const watch = await watchTopics(app.deps, rooms, worldMembers(w));
    await act();
    expect(await watch.finish()).toEqual([]);
    expect(await observe(app.deps, rooms)).toEqual(before);
  }

  it('lists every tRPC procedure, REST route and /ws frame type with its guard', () => {
    expect(missingAndStale(Object.keys(TRPC_MATRIX), Object.keys(procedures))).toEqual({
      notInTheMatrix: [],
      noLongerThere: [],
    });
    expect(missingAndStale(Object.keys(REST_MATRIX), [...routes])).toEqual({
      notInTheMatrix: [],
      noLongerThere: [],
    });
    expect(missingAndStale(Object.keys(WS_MATRIX), [...WS_CLIENT_FRAME_TYPES])).toEqual({
      notInTheMatrix: [],
      noLongerThere: [],
    });
  });

  it('sees an effect where there is one: a message the victim sends', async () => {
    const rooms = worldRooms(w);
    const before = await observe(app.deps, rooms);
    const watch = await watchTopics(app.deps, rooms, worldMembers(w));
    await sendMessage(app.deps, w.victim.actor, { roomId: w.privateRoom, content: 'seen' });
    expect((await watch.finish()).map(({ event }) => event.type)).toEqual(['new_message']);
    expect(await observe(app.deps, rooms)).not.toEqual(before);
  });

  it('gives every guard on ids or rooms at least one call with someone else’s', () => {
    const entries: [string, { guard: string; foreign?: unknown[] }][] = [
      ...trpcEntries,
      ...restEntries,
      ...Object.entries(WS_MATRIX),
    ];
    const untested = entries.filter(
      ([, e]) => (e.guard === 'own-id' || e.guard === 'member-of-room') && !e.foreign?.length,
    );
    expect(untested.map(([name]) => name)).toEqual([]);
  });

  it.each(trpcEntries.filter(([, e]) => needsSession(e.guard)))(
    'tRPC %s signed out: UNAUTHORIZED, no effect',
    async (path: string, entry: TrpcEntry) => {
      const input = (entry.input ?? entry.foreign?.[0])?.(w);
      await expectNoEffect(async () => {
        expect(await callProcedure(app, path, input, null)).toBeOneOf([401, 'UNAUTHORIZED']);
      });
    },
  );

  it.each(trpcForeign)('tRPC %s, foreign input %i: refused, no effect', async (path, _i, input) => {
    const expected =
      TRPC_MATRIX[path]?.guard === 'admin' ? [403, 'FORBIDDEN'] : [403, 404, 'FORBIDDEN', 'NOT_FOUND'];
    await expectNoEffect(async () => {
      expect(await callProcedure(app, path, input(w), w.attacker)).toBeOneOf(expected);
    });
  });

  it.each(restEntries.filter(([, e]) => needsSession(e.guard)))(
    '%s signed out: 401, no effect',
    async (key: string, entry: RestEntry) => {
      const [method = '', url = ''] = key.split(' ');
      await expectNoEffect(async () => {
        if (entry.upgrade) {
          expect(await upgradeStatus(wsBase, { origin: ORIGIN }, url)).toBe(401);
          return;
        }
        const call = (entry.call ?? entry.foreign?.[0])?.(w);
        if (!call) throw new Error(`${key} needs a call to make`);
        expect((await request(app, method, call)).statusCode).toBe(401);
      });
    },
  );

  it.each(restForeign)('%s, foreign call %i: 403 or 404, no effect', async (key, _i, call) => {
    const [method = ''] = key.split(' ');
    const expected = REST_MATRIX[key]?.guard === 'admin' ? [403] : [403, 404];
    await expectNoEffect(async () => {
      const res = await request(app, method, call(w), w.attacker.cookie);
      expect(res.statusCode, res.body).toBeOneOf(expected);
    });
  });

  it.each(wsForeign)(
    '/ws %s %s: an error frame, no effect',
    async (_type, _what, foreign: WsForeignFrame) => {
      const socket = await WsClient.open(wsBase, w.attacker.cookie);
      const room = foreign.join?.(w);
      const attacker = w.attacker.id;
      if (room) {
        if (foreign.memberOnlyWhileJoining) await addMember(app.deps, room, attacker);
        await untilOnlineList(
          app,
          room,
          (online) => online.includes(attacker),
          () => socket.join(attacker, room),
        );
        if (foreign.memberOnlyWhileJoining) {
          await app.deps.db
            .deleteFrom('roomMembers')
            .where('roomId', '=', room)
            .where('userId', '=', attacker)
            .execute();
        }
      }
      await expectNoEffect(async () => {
        const from = socket.frames.length;
        socket.send(foreign.frame(w));
        await socket.next((f) => f.type === 'error', 'the refusal', from);
      });
      // Gone from the room before the next check watches it.
      if (room)
        await untilOnlineList(
          app,
          room,
          (online) => !online.includes(attacker),
          () => socket.close(),
        );
      else await socket.close();
    },
  );
});
