import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sendMessage } from '../src/services/messages/send-message';
import { startTestApp, type TestApp } from './harness';
import { eventually, listen, rawTrpc } from './live-clients';
import { freshRoom, liveMember } from './live-fixtures';
import { until } from './positive-signals';

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
