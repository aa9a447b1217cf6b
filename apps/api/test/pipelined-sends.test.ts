import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { joinRoom } from '../src/services/rooms/join-room';
import { startTestApp, type TestApp } from './harness';
import { eventually, listen, rawTrpc, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

/**
 * A member's sends on one socket are under way side by side (realtime/frame-queue.ts,
 * services/messages/send-order.ts): stored in the order sent, in grouped statements, with what
 * the socket serves after them seeing them done, on both transports.
 */
describe.each(testDatabaseKinds())('sends under way at once on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  const sockets: WebSocket[] = [];
  const open = async (cookie: string) => {
    const raw = await rawTrpc(wsUrl, cookie);
    sockets.push(raw.socket);
    return raw;
  };
  const connect = async (member: LiveMember) => {
    const client = await WsClient.open(wsUrl, member.cookie);
    sockets.push(client.socket);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws: wsUrl } = await listen(t.app));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  it("tRPC: stores a member's sends in the order sent, and answers a later query after them", async () => {
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
    expect(t.deps.messageWriter.stats.sends - before.sends).toBe(SENDS);
    expect(statements).toBeLessThan(SENDS);
    expect(t.deps.sendOrder.size).toBe(0);
  });

  it('tRPC: stores one row for a client id sent twice in a row, and answers both with it', async () => {
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
    // The repeat waited for the first, and its statement found that row: no statement failed on
    // the unique key (a failed group would have been written again send by send: more
    // statements than sends).
    const statements = t.deps.messageWriter.stats.statements - before.statements;
    expect(t.deps.messageWriter.stats.sends - before.sends).toBe(4);
    expect(statements).toBeLessThanOrEqual(3);
    const rows = await t.deps.db.selectFrom('messages').select('id').where('roomId', '=', room).execute();
    expect(rows).toHaveLength(3);
  });

  it("/ws: stores a member's messages in the order sent; a join waits for them", async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const next = await freshRoom(t.deps, a.actor);
    const [wa, wb] = [await connect(a), await connect(b)];
    await wb.join(b.id, room);
    await wa.join(a.id, room);
    const before = { ...t.deps.messageWriter.stats };
    const SENDS = 12;
    for (let n = 1; n <= SENDS; n += 1) {
      // Every third message mentions b: its checks ask the database more than the others'.
      const mentionedUserIds = n % 3 === 1 ? [b.id] : [];
      wa.send({ type: 'message', content: `send ${n}`, messageType: 'text', mentionedUserIds });
    }
    // Served once the messages before it are done: the sender hears each of them in the room
    // it sent them to before it moves on.
    wa.send({ type: 'join', userId: a.id, roomId: next });
    await wa.next((f) => f.type === 'room_online_users' && f.roomId === next, 'the join after the messages');
    const expected = Array.from({ length: SENDS }, (_, i) => i + 1);
    expect(wa.sequenceIds()).toEqual(expected);
    expect(wa.of('new_message').map((f) => (f.message as { content: string }).content)).toEqual(
      expected.map((n) => `send ${n}`),
    );
    await eventually(() => (wb.sequenceIds().length === SENDS ? true : undefined), 'every message at b');
    expect(wb.sequenceIds()).toEqual(expected);
    expect(t.deps.messageWriter.stats.sends - before.sends).toBe(SENDS);
    // They were under way together: fewer statements than messages.
    expect(t.deps.messageWriter.stats.statements - before.statements).toBeLessThan(SENDS);
    expect(wa.of('error')).toEqual([]);
  });
});
