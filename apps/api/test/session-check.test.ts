import { type UserEvent, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AppDeps } from '../src/deps';
import { callerFor, ORIGIN, startTestApp, type TestApp } from './harness';
import { listen, upgradeStatus, WsClient } from './live-clients';
import { type LiveMember, liveMember } from './live-fixtures';

const HOUR_MS = 3_600_000;

/**
 * What happens to a member's session, judged by the app's clock (`deps.clock`), which the old
 * checks did not all read: the socket re-checks read the wall clock, the user stream only the ban
 * flag, and none of them judged expiry by the app's clock.
 */
interface Standing {
  name: string;
  /** Whether the session may still act afterwards. */
  admitted: boolean;
  apply(t: TestApp, member: LiveMember, sessionId: string): Promise<void>;
}

const moveClockTo = (deps: AppDeps, at: Date) => {
  deps.clock = { now: () => at };
};

/** Resolves once something subscribes to `topic` on the bus and the subscription is ready. */
function subscriptionTo(deps: AppDeps, topic: string): Promise<void> {
  const bus = deps.bus;
  const subscribe = bus.subscribe.bind(bus);
  return new Promise((resolve) => {
    bus.subscribe = <T>(subscribed: string, signal: AbortSignal) => {
      const subscription = subscribe<T>(subscribed, signal);
      if (subscribed === topic) {
        bus.subscribe = subscribe;
        void subscription.ready.then(() => resolve());
      }
      return subscription;
    };
  });
}

const STANDINGS: Standing[] = [
  {
    name: 'a session past its expiry by the app clock',
    admitted: false,
    async apply(t, _member, sessionId) {
      const row = await t.deps.db
        .selectFrom('sessions')
        .select('expiresAt')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      moveClockTo(t.deps, new Date(row.expiresAt.getTime() + 1000));
    },
  },
  {
    name: 'a banned member',
    admitted: false,
    async apply(t, member) {
      await t.deps.db
        .updateTable('users')
        .set({ isBanned: true, banExpiresAt: null })
        .where('id', '=', member.id)
        .execute();
    },
  },
  {
    name: 'a member whose timed ban ran out by the app clock (the flag not yet lifted)',
    admitted: true,
    async apply(t, member) {
      await t.deps.db
        .updateTable('users')
        .set({ isBanned: true, banExpiresAt: new Date(Date.now() + HOUR_MS) })
        .where('id', '=', member.id)
        .execute();
      moveClockTo(t.deps, new Date(Date.now() + 2 * HOUR_MS));
    },
  },
];

/**
 * One check decides whether a session may act (services/policy/session-check.ts): the REST and
 * tRPC session reader, the `/ws` and tRPC WebSocket upgrades, the re-checks of open sockets and
 * the live user stream each give the same answer for the same standing.
 */
describe.each(testDatabaseKinds())('one session check on every way in, on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  let realClock: AppDeps['clock'];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws: wsUrl } = await listen(t.app));
    realClock = t.deps.clock;
  });
  afterEach(() => {
    t.deps.clock = realClock;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  const sessionIdOf = (member: LiveMember) => {
    const id = t.deps.sessions.readCookie(member.cookie);
    if (!id) throw new Error('no session id in the cookie');
    return id;
  };
  const fresh = async () => {
    const member = await liveMember(t.app);
    return { member, sessionId: sessionIdOf(member) };
  };

  it.each(STANDINGS)('the REST session reader: $name', async (standing) => {
    const { member, sessionId } = await fresh();
    const rooms = () =>
      t.app.inject({ method: 'GET', url: '/api/rooms', headers: { origin: ORIGIN, cookie: member.cookie } });
    expect((await rooms()).statusCode).toBe(200);
    await standing.apply(t, member, sessionId);
    expect((await rooms()).statusCode).toBe(standing.admitted ? 200 : 401);
  });

  it.each(STANDINGS)('the /ws and tRPC WebSocket upgrades: $name', async (standing) => {
    const { member, sessionId } = await fresh();
    await standing.apply(t, member, sessionId);
    const expected = standing.admitted ? 101 : 401;
    const headers = { origin: ORIGIN, cookie: member.cookie };
    expect(await upgradeStatus(wsUrl, headers, '/ws')).toBe(expected);
    expect(await upgradeStatus(wsUrl, headers, '/trpc')).toBe(expected);
  });

  it.each(STANDINGS)('the re-check of open sockets: $name', async (standing) => {
    const { member, sessionId } = await fresh();
    const ws = await WsClient.open(wsUrl, member.cookie);
    sockets.push(ws.socket);
    const trpc = new WebSocket(`${wsUrl}/trpc`, { headers: { origin: ORIGIN, cookie: member.cookie } });
    sockets.push(trpc);
    const trpcClosed = new Promise<number>((resolve) => trpc.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      trpc.once('open', resolve);
      trpc.once('error', reject);
    });
    await standing.apply(t, member, sessionId);
    await t.deps.sessionChecks.checkAll(member.id);
    if (standing.admitted) {
      // The check has run to its end: a socket it ended would be closing by now.
      ws.send({ type: 'ping', timestamp: 1 });
      await ws.next((f) => f.type === 'pong', 'pong after the check');
      expect(trpc.readyState).toBe(WebSocket.OPEN);
    } else {
      expect((await ws.closed).code).toBe(4001);
      expect(await trpcClosed).toBe(4001);
    }
  });

  it.each(STANDINGS)('the live user stream: $name', async (standing) => {
    const { member, sessionId } = await fresh();
    const { caller } = callerFor(t.deps, member.actor, sessionId);
    const subscribed = subscriptionTo(t.deps, userTopic(member.id));
    const stream = (await caller.live.user())[Symbol.asyncIterator]();
    // The generator subscribes to the member's topic when first asked for an event.
    const next = stream.next();
    await subscribed;
    await standing.apply(t, member, sessionId);
    await t.deps.bus.publish(userTopic(member.id), { type: 'access_changed' } satisfies UserEvent);
    // The sentinel: an event after the re-check, which only a stream still running passes on.
    const sentinel: UserEvent = { type: 'relations_changed', userId: member.id };
    await t.deps.bus.publish(userTopic(member.id), sentinel);
    if (standing.admitted) expect(await next).toEqual({ done: false, value: sentinel });
    else expect(await next).toEqual({ done: true, value: undefined });
    await stream.return?.(undefined);
  });
});
