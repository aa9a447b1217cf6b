import { userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { endSessionsOf } from '../src/services/account/end-sessions-of';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { eventually, listen, upgradeStatus, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember, rest } from './live-fixtures';
import { RawSocket } from './raw-socket';

/** Far below the close handshake's 30 s: the server does not wait for the client's answer. */
const CUT_WITHIN_MS = 2000;

/** A plain `ws` socket on `/trpc`, with the close code it ends with. */
async function trpcSocket(wsUrl: string, cookie: string) {
  const socket = new WebSocket(`${wsUrl}/trpc`, { headers: { origin: ORIGIN, cookie } });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sendCall = (id: number, roomId: string, content: string) => ({
  id,
  method: 'mutation',
  params: { path: 'messages.send', input: { roomId, content } },
});

describe.each(testDatabaseKinds())('sockets end with their session on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  const cleanup: (() => void)[] = [];

  const contentsOf = async (roomId: string) =>
    (
      await t.deps.db
        .selectFrom('messages')
        .select('content')
        .where('roomId', '=', roomId)
        .orderBy('sequenceId')
        .execute()
    ).map((row) => row.content);
  const sessionIdOf = (member: LiveMember) => {
    const id = t.deps.sessions.readCookie(member.cookie);
    if (!id) throw new Error('no session id in the cookie');
    return id;
  };
  const raw = async (path: string, member: LiveMember) => {
    const socket = await RawSocket.open(wsUrl, path, member.cookie);
    cleanup.push(() => socket.destroy());
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws: wsUrl } = await listen(t.app));
  });
  afterAll(async () => {
    for (const done of cleanup) done();
    await t.close();
  });

  it('stores no send that reaches a /trpc socket after the close frame, and cuts the socket at once', async () => {
    const a = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    const socket = await raw('/trpc', a);
    socket.sendJson(sendCall(1, room, 'before'));
    await eventually(() => socket.texts().find((text) => text.startsWith('{"id":1')), 'the first send');

    await rest(t.app, a, 'POST', '/api/auth/logout');
    await eventually(() => socket.closeCode(), 'the close frame');
    expect(socket.closeCode()).toBe(4001);
    // This client never answers the close frame and sends on, as a hostile one would.
    socket.sendJson(sendCall(2, room, 'after the close frame'));
    await within(socket.ended, CUT_WITHIN_MS, 'the server cutting the connection');
    expect(await contentsOf(room)).toEqual(['before']);
    expect(socket.texts().filter((text) => text.startsWith('{"id":2'))).toEqual([]);
  });

  it('serves no /ws frame after the session ended, and cuts the socket at once', async () => {
    const a = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    const socket = await raw('/ws', a);
    socket.sendJson({ type: 'join', roomId: room });
    await eventually(() => socket.texts().find((text) => text.includes('room_online_users')), 'the join');

    await rest(t.app, a, 'POST', '/api/auth/logout');
    socket.sendJson({ type: 'message', content: 'right after the logout' });
    await eventually(() => socket.closeCode(), 'the close frame');
    expect(socket.closeCode()).toBe(4001);
    socket.sendJson({ type: 'message', content: 'after the close frame' });
    await within(socket.ended, CUT_WITHIN_MS, 'the server cutting the connection');
    expect(await contentsOf(room)).toEqual([]);
  });

  it('closes a /trpc socket when access_changed finds its session gone, as a logout elsewhere does', async () => {
    const a = await liveMember(t.app);
    const { closed } = await trpcSocket(wsUrl, a.cookie);
    // Only the session row goes, as when another instance ends it; no subscription is running.
    await t.deps.sessions.invalidate(sessionIdOf(a));
    await t.deps.bus.publish(userTopic(a.id), { type: 'access_changed' });
    expect(await within(closed, CUT_WITHIN_MS, 'the close')).toBe(4001);
  });

  it('ends every session of a member and all their sockets in one step (ban, deletion)', async () => {
    const a = await liveMember(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN },
      payload: { username: a.actor.username, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    const second: LiveMember = { ...a, cookie: String(login.headers['set-cookie']).split(';')[0] ?? '' };
    const ws = await WsClient.open(wsUrl, a.cookie);
    const trpc = await trpcSocket(wsUrl, second.cookie);
    const bystander = await liveMember(t.app);
    const theirs = await WsClient.open(wsUrl, bystander.cookie);
    cleanup.push(() => theirs.socket.terminate());

    await endSessionsOf(t.deps, { userId: a.id });
    expect((await ws.closed).code).toBe(4001);
    expect(await trpc.closed).toBe(4001);
    for (const member of [a, second]) {
      expect(await upgradeStatus(wsUrl, { origin: ORIGIN, cookie: member.cookie })).toBe(401);
      expect(await upgradeStatus(wsUrl, { origin: ORIGIN, cookie: member.cookie }, '/trpc')).toBe(401);
    }
    expect(theirs.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe.each(testDatabaseKinds())('live sockets re-check their sessions on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  /** How often each session was checked: a round of re-checks is seen, not waited for. */
  const checks = new Map<string, number>();
  const checksOf = (sessionId: string) => checks.get(sessionId) ?? 0;

  beforeAll(async () => {
    // Every 100 ms rather than every minute, so that a test sees a few rounds.
    const defaults = loadConfig({}).sockets;
    t = await startTestApp(kind, { sockets: { ...defaults, sessionRecheckMs: 100 } });
    ({ ws: wsUrl } = await listen(t.app));
    const validate = t.deps.sessions.validate.bind(t.deps.sessions);
    t.deps.sessions.validate = (sessionId) => {
      checks.set(sessionId, checksOf(sessionId) + 1);
      return validate(sessionId);
    };
  });
  afterAll(() => t.close());

  /** Both transports' sockets of a fresh member; they stay open while nothing changes. */
  const openBoth = async () => {
    const member = await liveMember(t.app);
    const ws = await WsClient.open(wsUrl, member.cookie);
    const trpc = await trpcSocket(wsUrl, member.cookie);
    const sessionId = t.deps.sessions.readCookie(member.cookie) ?? '';
    // A few rounds pass with the session intact, confirmed by the sockets still answering.
    const before = checksOf(sessionId);
    await eventually(() => (checksOf(sessionId) >= before + 3 ? true : undefined), 'three rounds of checks');
    ws.send({ type: 'ping', timestamp: 1 });
    await ws.next((f) => f.type === 'pong', 'pong while the session holds');
    expect(trpc.socket.readyState).toBe(WebSocket.OPEN);
    return { member, sessionId, ws, trpc };
  };

  const expectBothClosed = async ({ ws, trpc }: Awaited<ReturnType<typeof openBoth>>) => {
    expect((await within(ws.closed, CUT_WITHIN_MS, '/ws close')).code).toBe(4001);
    expect(await within(trpc.closed, CUT_WITHIN_MS, '/trpc close')).toBe(4001);
  };

  it('closes the sockets of a session deleted behind their back', async () => {
    const open = await openBoth();
    await t.deps.db.deleteFrom('sessions').where('id', '=', open.sessionId).execute();
    await expectBothClosed(open);
  });

  it('closes the sockets of a member banned behind their back', async () => {
    const open = await openBoth();
    await t.deps.db.updateTable('users').set({ isBanned: true }).where('id', '=', open.member.id).execute();
    await expectBothClosed(open);
  });

  it('closes the sockets of a session that expired', async () => {
    const open = await openBoth();
    await t.deps.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', open.sessionId)
      .execute();
    await expectBothClosed(open);
  });
});
