import { roomMembersQueries, roomsQueries, usersQueries } from '@nahbar/db';
import { testDatabaseKinds, testServiceUrl } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../src/app';
import type { Actor } from '../src/deps';
import { sendMessage } from '../src/services/messages/send-message';
import { createRoom } from '../src/services/rooms/create-room';
import { ORIGIN, registration, startTestApp, type TestApp, testConfig, uniqueName } from './harness';
import { eventually, listen, WsClient } from './live-clients';
import { LIMITS, type Member, member, nextAddress } from './rate-limit-fixtures';

/** A room made without the room-creation limit, for tests about other limits. */
async function roomOf(app: FastifyInstance, owner: Actor): Promise<string> {
  const room = await roomsQueries.insert(app.deps.db, {
    name: uniqueName('limroom'),
    description: null,
    isPrivate: false,
    createdBy: owner.id,
  });
  await roomMembersQueries.add(app.deps.db, room.id, owner.id);
  return room.id;
}

describe.each(testDatabaseKinds())('rate limits on every path, on $name', (kind) => {
  let t: TestApp;
  let ws: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { limits: LIMITS });
    ws = (await listen(t.app)).ws;
  });
  afterAll(() => t.close());

  const inject = (m: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: m.cookie },
      ...(payload ? { payload } : {}),
    });

  it('answers HTTP with 429, Retry-After and the wait in the body, in English and by key', async () => {
    const a = await member(t.app);
    for (let n = 0; n < 2; n += 1) {
      expect((await inject(a, 'GET', '/api/search/rooms?q=lobby')).statusCode).toBe(200);
    }
    const refused = await inject(a, 'GET', '/api/search/rooms?q=lobby');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      message: `You're going a bit fast. Please wait ${wait} seconds and try again.`,
      text: { key: 'limits.tooFast', params: [wait] },
      retryAfter: wait,
    });
    // Another kind of search is the same rule: searches count together.
    expect((await inject(a, 'GET', '/api/search/users?q=lim')).statusCode).toBe(429);
  });

  it('counts each call of a tRPC batch, with data.retryAfter on the refused ones', async () => {
    const a = await member(t.app);
    const roomId = await roomOf(t.app, a.actor);
    const calls = Array.from({ length: 5 }, (_, n) => ({ roomId, content: `batch ${n}` }));
    const res = await inject(
      a,
      'POST',
      `/trpc/${calls.map(() => 'messages.send').join(',')}?batch=1`,
      Object.fromEntries(calls.map((input, n) => [String(n), input])),
    );
    const results = res.json() as { result?: unknown; error?: { data: Record<string, unknown> } }[];
    expect(results.map((r) => (r.error ? r.error.data.code : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
    const data = results[3]?.error?.data ?? {};
    expect(data.httpStatus).toBe(429);
    expect(data.retryAfter).toEqual(expect.any(Number));
    expect(data.text).toEqual({ key: 'limits.tooFast', params: [data.retryAfter] });
    const stored = await t.deps.db.selectFrom('messages').select('id').where('roomId', '=', roomId).execute();
    expect(stored).toHaveLength(3);
  });

  it("leaves member B's sends alone while member A floods", async () => {
    const [a, b] = [await member(t.app), await member(t.app)];
    const roomId = await roomOf(t.app, a.actor);
    await roomMembersQueries.add(t.deps.db, roomId, b.actor.id);
    const flood = await Promise.allSettled(
      Array.from({ length: 30 }, (_, n) => sendMessage(t.deps, a.actor, { roomId, content: `flood ${n}` })),
    );
    expect(flood.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (let n = 0; n < 3; n += 1) await sendMessage(t.deps, b.actor, { roomId, content: `calm ${n}` });
  });

  it('answers /ws with an error frame naming the wait, and closes a socket that sends on with 1008', async () => {
    const [a, b] = [await member(t.app), await member(t.app)];
    const roomId = await roomOf(t.app, a.actor);
    await roomMembersQueries.add(t.deps.db, roomId, b.actor.id);
    const flooder = await WsClient.open(ws, a.cookie);
    const bystander = await WsClient.open(ws, b.cookie);
    await flooder.join(a.actor.id, roomId);
    await bystander.join(b.actor.id, roomId);
    for (let n = 0; n < 4; n += 1) flooder.send({ type: 'message', content: `ws ${n}`, messageType: 'text' });
    const error = await flooder.next((f) => f.type === 'error', 'the refusal');
    expect(error.message).toMatch(/^You're going a bit fast\. Please wait \d+ seconds/);
    expect(error.retryAfter).toEqual(expect.any(Number));
    expect(Number(error.retryAfter)).toBeGreaterThan(0);
    // The three within the rate are stored and announced before the flood goes on: a refusal
    // may overtake their writes, and a send still under way when its socket closes stores
    // nothing (send-message.ts), which on a slow machine lost them here.
    await eventually(() => (bystander.of('new_message').length >= 3 ? true : undefined), 'the three sends');
    // The flood goes on regardless: the fifth refusal ends the socket.
    for (let n = 0; n < 10; n += 1)
      flooder.send({ type: 'message', content: `more ${n}`, messageType: 'text' });
    expect(await flooder.closed).toEqual({ code: 1008, reason: 'Rate limit exceeded' });
    expect(flooder.of('error').length).toBe(5);
    // Only the three within the rate were stored; the bystander sends as usual.
    bystander.send({ type: 'message', content: 'still here', messageType: 'text' });
    await bystander.next(
      (f) => f.type === 'new_message' && (f.message as { content: string }).content === 'still here',
      'the bystander’s message',
    );
    expect(bystander.of('new_message')).toHaveLength(4);
    expect(bystander.of('error')).toHaveLength(0);
    await bystander.close();
  });

  it('limits typing on /ws and tRPC alike', async () => {
    const a = await member(t.app);
    const roomId = await roomOf(t.app, a.actor);
    const socket = await WsClient.open(ws, a.cookie);
    await socket.join(a.actor.id, roomId);
    socket.send({ type: 'typing', isTyping: true });
    socket.send({ type: 'typing', isTyping: false });
    // Frames are served in order: the pong says both typing frames were counted.
    socket.send({ type: 'ping', timestamp: 1 });
    await socket.next((f) => f.type === 'pong', 'the typing frames served');
    const res = await inject(a, 'POST', '/trpc/live.typing', { roomId, isTyping: true });
    expect(res.statusCode).toBe(429);
    expect((res.json() as { error: { data: { retryAfter: number } } }).error.data.retryAfter).toBeGreaterThan(
      0,
    );
    socket.send({ type: 'typing', isTyping: false });
    const error = await socket.next((f) => f.type === 'error', 'the typing refusal');
    expect(error.retryAfter).toEqual(expect.any(Number));
    await socket.close();
  });

  it('limits upload URLs', async () => {
    const a = await member(t.app);
    expect((await inject(a, 'POST', '/api/photos/upload-url', { fileName: 'a.jpg' })).statusCode).toBe(200);
    const refused = await inject(a, 'POST', '/api/photos/upload-url', { fileName: 'b.jpg' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits room creation by rate, and by number in all', async () => {
    const a = await member(t.app);
    const create = () => inject(a, 'POST', '/api/rooms', { name: uniqueName('Lim') });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(429);

    const b = await member(t.app);
    for (let n = 0; n < 4; n += 1) await roomOf(t.app, b.actor);
    const capped = await inject(b, 'POST', '/api/rooms', { name: uniqueName('Lim') });
    expect(capped.statusCode).toBe(403);
    expect(capped.json()).toMatchObject({
      message: 'You have created 4 rooms, the most one member may create.',
      text: { key: 'limits.roomCap', params: [4] },
    });
  });

  it('limits data exports, JSON and ZIP by one count', async () => {
    const a = await member(t.app);
    const path = `/api/users/${a.actor.id}/export-data`;
    expect((await inject(a, 'GET', path)).statusCode).toBe(200);
    expect((await inject(a, 'GET', `${path}.zip`)).statusCode).toBe(200);
    for (const url of [path, `${path}.zip`]) {
      const refused = await inject(a, 'GET', url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['retry-after'], url).toBeDefined();
      expect(refused.json(), url).toMatchObject({ text: { key: 'limits.tooFast' } });
    }
    const b = await member(t.app);
    expect((await inject(b, 'GET', `/api/users/${b.actor.id}/export-data.zip`)).statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const ip = nextAddress();
    for (let n = 0; n < 3; n += 1) await member(t.app, ip);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      headers: { origin: ORIGIN },
      payload: registration(uniqueName('lim')),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await member(t.app);
  });

  it('lets the owner in from home while someone guesses the password from elsewhere', async () => {
    const owner = await member(t.app);
    const attacker = nextAddress();
    const login = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { origin: ORIGIN },
        payload: { username: owner.username, password },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) statuses.push((await login(`guess-${n}`, attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const slowed = await login(owner.password, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({
      isBanned: false,
      retryAfter: 1,
      text: { key: 'limits.signInWait' },
    });

    const home = await login(owner.password, nextAddress());
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ username: owner.username });
  });
});

/**
 * Runs when TEST_REDIS_URL is set (CI must set it); the limits' own tests fail when it is set but
 * unreachable.
 */
const redisUrl = testServiceUrl('TEST_REDIS_URL');

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('holds a member to one message rate across two instances', async () => {
    const [kind] = testDatabaseKinds();
    if (!kind) throw new Error('no test database');
    const database = await kind.create();
    const config = testConfig({ limits: LIMITS, redisUrl });
    const [one, two] = [
      await buildDeps(config, { db: database.db }),
      await buildDeps(config, { db: database.db }),
    ];
    try {
      // Stored directly: registering would count against the registrations of an unknown
      // address, which Redis keeps across test runs.
      const row = await usersQueries.insert(one.db, {
        username: uniqueName('redis'),
        displayName: 'redis',
        passwordHash: 'not-a-hash',
        age: 30,
        gender: 'female',
        location: 'Berlin',
        latitude: null,
        longitude: null,
        avatar: null,
        bio: null,
        dateOfBirth: null,
        lastSeen: null,
        bannedAt: null,
        bannedBy: null,
        banReason: null,
      });
      const sender = await usersQueries.findById(one.db, row.id);
      if (!sender) throw new Error('member not stored');
      const roomId = (await createRoom(one, sender, { name: uniqueName('redis') })).id;
      await sendMessage(one, sender, { roomId, content: 'one' });
      await sendMessage(two, sender, { roomId, content: 'two' });
      await sendMessage(one, sender, { roomId, content: 'three' });
      await expect(sendMessage(two, sender, { roomId, content: 'four' })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        extra: { retryAfter: expect.any(Number) },
      });
    } finally {
      for (const deps of [one, two]) {
        deps.sessionChecks.close();
        await deps.limits.close();
        await deps.bus.close();
        await deps.photos.close();
      }
      await database.close();
    }
  }, 60_000);
});
