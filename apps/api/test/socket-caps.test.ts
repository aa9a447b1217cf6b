import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { ORIGIN, startTestApp, type TestApp } from './harness';
import { eventually, listen, upgradeRefusal, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

/** Small caps, so a test reaches each of them. */
const CAPS = { ...loadConfig({}).sockets, perMember: 3, subscriptionsPerSocket: 2, callsPerBatch: 3 };

type TrpcFrame = {
  id: number | null;
  result?: { type: string };
  error?: { message: string; data: { code: string; text: { key: string; params: unknown[] } | null } };
};

describe.each(testDatabaseKinds())('caps on live sockets and batches on $name', (kind) => {
  let t: TestApp;
  let http: string;
  let wsUrl: string;
  const sockets: WebSocket[] = [];

  const trpcSocket = async (member: LiveMember) => {
    const socket = new WebSocket(`${wsUrl}/trpc`, { headers: { origin: ORIGIN, cookie: member.cookie } });
    sockets.push(socket);
    const frames: TrpcFrame[] = [];
    socket.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('{')) frames.push(JSON.parse(text) as TrpcFrame);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return {
      socket,
      frames,
      send: (value: unknown) => socket.send(JSON.stringify(value)),
      answer: (id: number) => eventually(() => frames.find((f) => f.id === id), `answer to ${id}`),
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { sockets: CAPS });
    ({ http, ws: wsUrl } = await listen(t.app));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  it('refuses a member more live sockets than SOCKETS_PER_MEMBER, on both paths together', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const first = await WsClient.open(wsUrl, a.cookie);
    await trpcSocket(a);
    await WsClient.open(wsUrl, a.cookie).then((c) => sockets.push(c.socket));

    for (const path of ['/ws', '/trpc']) {
      const refusal = await upgradeRefusal(`${wsUrl}${path}`, a.cookie);
      expect(refusal).toEqual({
        status: 429,
        body: {
          error: 'Too Many Requests',
          message: TEXT.limits.tooManySockets(3),
          text: { key: 'limits.tooManySockets', params: [3] },
        },
      });
    }
    // Another member is not affected, and a closed socket makes room again.
    expect(await upgradeRefusal(`${wsUrl}/ws`, b.cookie)).toBeNull();
    await first.close();
    await eventually(() => (t.deps.connections.countOf(a.id) === 2 ? true : undefined), 'the close seen');
    expect(await upgradeRefusal(`${wsUrl}/trpc`, a.cookie)).toBeNull();
  });

  it('refuses a tRPC socket more subscriptions than SUBSCRIPTIONS_PER_SOCKET, within one frame too', async () => {
    const a = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    const raw = await trpcSocket(a);
    const subscribe = (id: number) => ({
      id,
      method: 'subscription',
      params: { path: 'live.room', input: { roomId: room } },
    });
    raw.send([subscribe(1), subscribe(2), subscribe(3)]);
    for (const id of [1, 2]) {
      await eventually(
        () => raw.frames.find((f) => f.id === id && f.result?.type === 'started'),
        `start ${id}`,
      );
    }
    const refused = await raw.answer(3);
    expect(refused.error).toMatchObject({
      message: TEXT.limits.tooManySubscriptions(2),
      data: { code: 'TOO_MANY_REQUESTS', text: { key: 'limits.tooManySubscriptions', params: [2] } },
    });

    // Stopping one frees its place.
    raw.send({ id: 1, method: 'subscription.stop' });
    await eventually(() => raw.frames.find((f) => f.id === 1 && f.result?.type === 'stopped'), 'stopped');
    raw.send(subscribe(4));
    await eventually(() => raw.frames.find((f) => f.id === 4 && f.result?.type === 'started'), 'start 4');
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a batch of more than CALLS_PER_BATCH calls over HTTP and over the socket, running none', async () => {
    const a = await liveMember(t.app);
    const room = await freshRoom(t.deps, a.actor);
    const headers = { origin: ORIGIN, cookie: a.cookie, 'content-type': 'application/json' };
    const batch = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [i, { roomId: room, content: `http ${n}.${i}` }]),
      );
    const paths = (n: number) => Array.from({ length: n }, () => 'messages.send').join(',');

    const over = await fetch(`${http}/trpc/${paths(4)}?batch=1`, {
      method: 'POST',
      headers,
      body: JSON.stringify(batch(4)),
    });
    expect(over.status).toBe(400);
    const answers = (await over.json()) as { error: NonNullable<TrpcFrame['error']> }[];
    expect(answers).toHaveLength(4);
    for (const answer of answers) {
      expect(answer.error).toMatchObject({
        message: TEXT.limits.tooManyCalls(3),
        data: { code: 'BAD_REQUEST', text: { key: 'limits.tooManyCalls', params: [3] } },
      });
    }
    const atCap = await fetch(`${http}/trpc/${paths(3)}?batch=1`, {
      method: 'POST',
      headers,
      body: JSON.stringify(batch(3)),
    });
    expect(atCap.status).toBe(200);

    const raw = await trpcSocket(a);
    const send = (id: number) => ({
      id,
      method: 'mutation',
      params: { path: 'messages.send', input: { roomId: room, content: `socket ${id}` } },
    });
    raw.send([send(1), send(2), send(3), send(4)]);
    for (const id of [1, 2, 3, 4]) {
      expect((await raw.answer(id)).error).toMatchObject({
        message: TEXT.limits.tooManyCalls(3),
        data: { code: 'BAD_REQUEST', text: { key: 'limits.tooManyCalls', params: [3] } },
      });
    }
    raw.send([send(5), send(6), send(7)]);
    for (const id of [5, 6, 7]) expect((await raw.answer(id)).result?.type).toBe('data');

    const stored = await t.deps.db
      .selectFrom('messages')
      .select('content')
      .where('roomId', '=', room)
      .orderBy('sequenceId')
      .execute();
    expect(stored.map((row) => row.content).sort()).toEqual(
      ['http 3.0', 'http 3.1', 'http 3.2', 'socket 5', 'socket 6', 'socket 7'].sort(),
    );
  });
});
