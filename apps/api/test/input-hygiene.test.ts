import { en, SEQUENCE_ID_MAX } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../src/services/messages/cursor';
import { sendMessage } from '../src/services/messages/send-message';
import { trpcError } from './chat-fixtures';
import { callerFor, ORIGIN, registration, signUp, startTestApp, type TestApp, uniqueName } from './harness';
import { eventually, listen, recordSubscription, trpcLiveClient, WsClient } from './live-clients';
import { freshRoom, liveMember } from './live-fixtures';

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';
const RLO = '\u202E';

describe.each(testDatabaseKinds())('input hygiene on $name', (kind) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;
  let roomId: string;
  let ws: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws } = await listen(t.app));
    member = await signUp(t.app);
    const actor = await usersQueries.findById(t.deps.db, member.user.id);
    if (!actor) throw new Error('member not stored');
    roomId = await freshRoom(t.deps, actor);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: ORIGIN, cookie: member.cookie },
    });
  const register = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: ORIGIN },
      payload: registration(uniqueName('hyg'), overrides),
    });

  it.each([NUL, LONE_SURROGATE])('answers 400 with a catalogue text for %j in REST input', async (bad) => {
    // A query string carries UTF-8, where a lone surrogate cannot be written: JSON bodies only.
    const answers = await Promise.all([
      register({ username: `an${bad}na` }),
      register({ location: `Ber${bad}lin` }),
      send('POST', '/api/rooms', { name: `Lounge ${bad}` }),
      send('POST', '/api/photos/upload-url', { fileName: `cat${bad}.png` }),
      ...(bad === NUL
        ? [
            send('GET', `/api/search/messages?q=${encodeURIComponent(`hi${bad}`)}`),
            send('GET', `/api/geocode/validate?city=${encodeURIComponent(`Ber${bad}lin`)}`),
          ]
        : []),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().text.key, res.body).toBe('input.invalidCharacters');
      expect(res.json().message).toBe(en.input.invalidCharacters);
    }
  });

  it('refuses NUL in a message sent over tRPC with a 400, storing nothing', async () => {
    const actor = await usersQueries.findById(t.deps.db, member.user.id);
    if (!actor) throw new Error('member not stored');
    const { caller } = callerFor(t.deps, actor);
    const error = await trpcError(caller.messages.send({ roomId, content: `hello ${NUL} there` }));
    expect(error.code).toBe('BAD_REQUEST');
    const page = await caller.messages.page({ roomId });
    expect(page.items).toEqual([]);
  });

  it('answers a NUL message frame on /ws with an error frame and keeps the socket', async () => {
    const live = await liveMember(t.app);
    const client = await WsClient.open(ws, live.cookie);
    try {
      await client.join(live.id, roomId);
      client.send({ type: 'message', content: `a${NUL}b` });
      const error = await client.next((f) => f.type === 'error', 'the error frame');
      expect(error.message).toBe(en.input.invalidCharacters);
      const before = client.frames.length;
      client.send({ type: 'ping', timestamp: 1 });
      await client.next((f) => f.type === 'pong', 'the pong', before);
    } finally {
      client.socket.close();
    }
  });

  it('answers 400 for cursors past the largest sequence id, never 500', async () => {
    for (const cursor of [
      encodeCursor(SEQUENCE_ID_MAX + 1),
      encodeCursor(9_999_999_999, 'newer'),
      Buffer.from('99999999999').toString('base64url'),
    ]) {
      const res = await send('GET', `/api/rooms/${roomId}/messages?after=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().text.key).toBe('chat.invalidCursor');
    }
    const largest = await send('GET', `/api/rooms/${roomId}/messages?after=${encodeCursor(SEQUENCE_ID_MAX)}`);
    expect(largest.statusCode).toBe(200);
  });

  it('treats a tRPC resume point past the largest sequence id as none, not as a failure', async () => {
    const live = await liveMember(t.app);
    const room = await freshRoom(t.deps, live.actor);
    const client = trpcLiveClient(ws, live.cookie);
    try {
      const recorder = recordSubscription<{ id: string; data: { type: string } }>();
      client.client.live.room.subscribe({ roomId: room, lastEventId: '99999999999' }, recorder.handlers);
      await eventually(() => (recorder.data.length > 0 ? true : undefined), 'the first event');
      await sendMessage(t.deps, live.actor, { roomId: room, content: 'still live' });
      await eventually(() => recorder.data.find((d) => d.data.type === 'new_message'), 'the new message');
      expect(recorder.errors).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('answers 400 for times the database cannot compare, never 500', async () => {
    for (const timestamp of ['-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z']) {
      const res = await send(
        'GET',
        `/api/rooms/${roomId}/messages/since?timestamp=${encodeURIComponent(timestamp)}`,
      );
      expect(res.statusCode, timestamp).toBe(400);
      expect(res.json().text.key).toBe('chat.invalidTimestamp');
    }
  });

  it('refuses direction controls in room names over REST and tRPC', async () => {
    const rest = await send('POST', '/api/rooms', { name: `photo${RLO}gnp.exe` });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().text.key).toBe('input.directionCharacters');
    const actor = await usersQueries.findById(t.deps.db, member.user.id);
    if (!actor) throw new Error('member not stored');
    const error = await trpcError(callerFor(t.deps, actor).caller.rooms.create({ name: `x\u2067y` }));
    expect(error.code).toBe('BAD_REQUEST');
    expect((error.cause as { text?: { key: string } }).text?.key).toBe('input.directionCharacters');
  });

  it.each(['admin', 'Adm1n', 'ad_min', 'n.a.h.b.a.r', 'support-1', 'MODERATOR', 'System', 'administrator'])(
    'refuses the reserved username %s at registration and calls it unavailable',
    async (username) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: ORIGIN },
        payload: registration(username),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: en.input.reservedUsername,
        text: { key: 'input.reservedUsername' },
      });
      const check = await t.app.inject({
        method: 'GET',
        url: `/api/auth/check-username?username=${username}`,
      });
      expect(check.json()).toEqual({ available: false });
    },
  );

  it('refuses an avatar that is not an own photo, and never stores a script URL', async () => {
    for (const avatar of ['javascript:alert(1)', 'https://evil.example/me.png']) {
      const res = await register({ avatar });
      expect(res.statusCode).toBe(400);
      expect(res.json().text.key).toBe('input.avatarNotOwnPhoto');
    }
    // Well formed, but a new account owns no photo yet.
    const someone = await register({ avatar: '/photos/0b9a3f3e-9c1e-4d5a-8f55-2a7e4f1c9d10' });
    expect(someone.statusCode).toBe(400);
    expect(someone.json().text.key).toBe('input.avatarNotOwnPhoto');
  });

  it('refuses markup in a location at registration, and takes plain city names', async () => {
    const html = await register({ location: '<img src=x onerror=alert(1)>' });
    expect(html.statusCode).toBe(400);
    expect(html.json().text.key).toBe('input.cityCharacters');
    const plain = await register({ location: 'Halle (Saale)' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().location).toBe('Halle (Saale)');
  });

  it('refuses an age that is not a number', async () => {
    for (const age of [[30], true, '', { n: 30 }]) {
      const res = await register({ age });
      expect(res.statusCode, JSON.stringify(age)).toBe(400);
      expect(res.json().text.key).toBe('auth.invalidAge');
    }
    const text = await register({ age: '31' });
    expect(text.statusCode).toBe(201);
    expect(text.json().age).toBe(31);
  });
});
