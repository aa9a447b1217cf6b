import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { startTestApp, type TestApp } from './harness';
import { listen, rawTrpc, WsClient } from './live-clients';
import { liveMember } from './live-fixtures';

/** What a server-side socket could still hold of its upgrade (memory per idle socket: docs/benchmarks.md, sockets). */
type ServerSocket = WebSocket & { _socket: { _httpMessage?: unknown } };

// One database is enough: what is checked lives in the HTTP layer.
const [kind] = testDatabaseKinds();

describe('a live socket keeps nothing of its upgrade request', () => {
  let t: TestApp;
  let ws: string;
  beforeAll(async () => {
    if (!kind) throw new Error('no test database');
    t = await startTestApp(kind);
    ({ ws } = await listen(t.app));
  });
  afterAll(() => t.close());

  it('holds no response on its connection and one error listener of its own, on both paths', async () => {
    const member = await liveMember(t.app);
    const client = await WsClient.open(ws, member.cookie);
    const trpc = await rawTrpc(ws, member.cookie);
    const sockets = [...t.app.websocketServer.clients] as ServerSocket[];
    expect(sockets).toHaveLength(2);
    for (const socket of sockets) {
      // The websocket plugin's own listener closed over the request and its reply.
      expect(socket.listenerCount('error')).toBe(1);
      expect(socket._socket._httpMessage ?? null).toBeNull();
    }
    // A socket error is still handled: the socket is cut, and the server carries on.
    const trpcClosed = new Promise((resolve) => trpc.socket.once('close', resolve));
    for (const socket of sockets) socket.emit('error', new Error('a broken frame'));
    await Promise.all([client.closed, trpcClosed]);
    expect(t.deps.connections.size).toBe(0);
    client.socket.terminate();
    trpc.socket.terminate();
  });
});
