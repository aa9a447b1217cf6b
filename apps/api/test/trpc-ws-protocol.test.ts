import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sendMessage } from '../src/services/messages/send-message';
import { joinRoom } from '../src/services/rooms/join-room';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { eventually, listen } from './live-clients';
import { freshRoom, liveMember } from './live-fixtures';
import { until } from './positive-signals';

type Frame = {
  id: number | string | null;
  result?: { type: string; id?: string; data?: unknown };
  error?: { code: number; message: string; data?: { code: string } };
};

/** A raw socket on /trpc speaking tRPC's WebSocket protocol, recording what comes back. */
async function rawTrpc(wsUrl: string, cookie: string) {
  const socket = new WebSocket(`${wsUrl}/trpc`, { headers: { origin: ORIGIN, cookie } });
  const texts: string[] = [];
  socket.on('message', (data) => texts.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const frames = () => texts.filter((text) => text.startsWith('{')).map((text) => JSON.parse(text) as Frame);
  return {
    socket,
    texts,
    frames,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match: (frame: Frame) => boolean, what: string) => eventually(() => frames().find(match), what),
  };
}

describe.each(testDatabaseKinds())('the tRPC WebSocket protocol on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  const sockets: WebSocket[] = [];
  const open = async (cookie: string) => {
    const raw = await rawTrpc(wsUrl, cookie);
    sockets.push(raw.socket);
    return raw;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws: wsUrl } = await listen(t.app));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  it('answers the keep-alive, queries and bad frames without dropping the socket', async () => {
    const a = await liveMember(t.app);
    const raw = await open(a.cookie);
    raw.send('PING');
    await eventually(() => (raw.texts.includes('PONG') ? true : undefined), 'PONG');

    raw.send('{not json');
    const parseError = await raw.next((f) => f.id === null && f.error !== undefined, 'parse error');
    expect(parseError.error?.data?.code).toBe('PARSE_ERROR');
    raw.send({ id: 5, method: 'query', params: { path: 'no.such.path', input: null } });
    const notFound = await raw.next((f) => f.id === 5, 'unknown path');
    expect(notFound.error?.data?.code).toBe('NOT_FOUND');

    raw.send({ id: 6, method: 'query', params: { path: 'auth.me', input: null } });
    const me = await raw.next((f) => f.id === 6, 'auth.me');
    expect(me.result).toMatchObject({ type: 'data', data: { id: a.id } });
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("stores a member's sends in the order sent while several are under way, and answers a later query after them", async () => {
    const a = await liveMember(t.app);
    const b = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    await joinRoom(t.deps, b.actor, { roomId: room });
    const raw = await open(a.cookie);
    const before = { ...t.deps.messageWriter.stats };
    const SENDS = 12;
    for (let n = 1; n <= SENDS; n += 1) {
      // Every third send mentions b: its checks ask the database more than the others'.
      const mentionedUserIds = n % 3 === 1 ? [b.id] : [];
      raw.send({
        id: n,
        method: 'mutation',
        params: { path: 'messages.send', input: { roomId: room, content: `send ${n}`, mentionedUserIds } },
      });
    }
    raw.send({ id: 'after', method: 'query', params: { path: 'messages.initial', input: { roomId: room } } });

    const page = await raw.next((f) => f.id === 'after', 'the query after the sends');
    const acks = await Promise.all(
      Array.from({ length: SENDS }, (_, i) => raw.next((f) => f.id === i + 1, `the answer to send ${i + 1}`)),
    );
    const stored = acks.map((ack) => ack.result?.data as { content: string; sequenceId: number });
    expect(stored.map((message) => message.content)).toEqual(
      Array.from({ length: SENDS }, (_, i) => `send ${i + 1}`),
    );
    expect(stored.map((message) => message.sequenceId)).toEqual(
      Array.from({ length: SENDS }, (_, i) => i + 1),
    );
    // The query came after the sends: it finds every one of them.
    const items = (page.result?.data as { items: { content: string }[] } | undefined)?.items ?? [];
    expect(items.map((message) => message.content)).toEqual(stored.map((message) => message.content));
    // They were under way together: fewer statements than messages.
    const statements = t.deps.messageWriter.stats.statements - before.statements;
    expect(t.deps.messageWriter.stats.messages - before.messages).toBe(SENDS);
    expect(statements).toBeLessThan(SENDS);
    expect(t.deps.sendOrder.size).toBe(0);
  });

  it('stores one row for a client id sent twice in a row, and answers both with it', async () => {
    const a = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    const raw = await open(a.cookie);
    const before = { ...t.deps.messageWriter.stats };
    const send = (id: number, clientMessageId: string) =>
      raw.send({
        id,
        method: 'mutation',
        params: { path: 'messages.send', input: { roomId: room, content: clientMessageId, clientMessageId } },
      });
    send(1, 'c-first');
    send(2, 'c-twice');
    send(3, 'c-twice');
    send(4, 'c-last');
    const acks = await Promise.all(
      [1, 2, 3, 4].map((id) => raw.next((f) => f.id === id, `the answer to send ${id}`)),
    );
    const stored = acks.map((ack) => ack.result?.data as { id: string; sequenceId: number });
    expect(acks.every((ack) => ack.error === undefined)).toBe(true);
    expect(stored[2]?.id).toBe(stored[1]?.id);
    expect(stored.map((message) => message.sequenceId)).toEqual([1, 2, 2, 3]);
    // The repeat waited for the first and found its row: no statement failed on the unique key
    // (a failed group would have been written again row by row: more statements than rows).
    const statements = t.deps.messageWriter.stats.statements - before.statements;
    expect(t.deps.messageWriter.stats.messages - before.messages).toBe(3);
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('starts, feeds and stops a room subscription, and refuses a second one under the same id', async () => {
    const a = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    const raw = await open(a.cookie);
    raw.send({ id: 1, method: 'subscription', params: { path: 'live.room', input: { roomId: room } } });
    await raw.next((f) => f.id === 1 && f.result?.type === 'started', 'started');
    await raw.next((f) => f.id === 1 && f.result?.type === 'data', 'online list');

    raw.send({ id: 1, method: 'subscription', params: { path: 'live.room', input: { roomId: room } } });
    const duplicate = await raw.next((f) => f.id === 1 && f.error !== undefined, 'duplicate id');
    expect(duplicate.error?.data?.code).toBe('BAD_REQUEST');

    await sendMessage(t.deps, a.actor, { roomId: room, content: 'Moin' });
    const message = await raw.next(
      (f) => f.id === 1 && f.result?.id === '1',
      'the message, tracked by its sequence id',
    );
    expect(message.result).toMatchObject({
      type: 'data',
      data: { id: '1', data: { type: 'new_message', message: { content: 'Moin', sequenceId: 1 } } },
    });

    raw.send({ id: 1, method: 'subscription.stop' });
    await raw.next((f) => f.id === 1 && f.result?.type === 'stopped', 'stopped');
    // Stopping the subscription takes the reader out of the room.
    await until(async () => !(await t.deps.presence.online(room)).includes(a.id), 'a out of the room');
    const before = raw.frames().length;
    // A second subscription to the room, then a message: it reaches the second, not the first.
    raw.send({ id: 2, method: 'subscription', params: { path: 'live.room', input: { roomId: room } } });
    await raw.next((f) => f.id === 2 && f.result?.type === 'data', 'the second subscription started');
    await sendMessage(t.deps, a.actor, { roomId: room, content: 'Nach dem Stopp' });
    await raw.next((f) => f.id === 2 && f.result?.id === '2', 'the message on the second subscription');
    expect(
      raw
        .frames()
        .slice(before)
        .filter((f) => f.id === 1),
    ).toEqual([]);
  });
});
