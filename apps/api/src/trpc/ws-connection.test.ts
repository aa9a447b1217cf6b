import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { z } from 'zod';
import { until } from '../../test/positive-signals';
import { serveTrpcSocket } from './ws-connection';

const t = initTRPC.create();

/** A server speaking tRPC over a socket with one mutation that records what it was given. */
async function recordingServer() {
  const calls: string[] = [];
  const router = t.router({
    record: t.procedure.input(z.string()).mutation(({ input }) => {
      calls.push(input);
      return input;
    }),
  });
  const state = { live: true, framesSeen: 0 };
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => {
    socket.on('message', () => {
      state.framesSeen += 1;
    });
    serveTrpcSocket(socket, { router, context: Promise.resolve({}), isLive: () => state.live });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, calls, state, url: `ws://127.0.0.1:${port}` };
}

describe('a tRPC socket whose session ended', () => {
  const servers: WebSocketServer[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('serves no frame that arrives after the end, even on a socket that is still open', async () => {
    const { server, calls, state, url } = await recordingServer();
    servers.push(server);
    const client = new WebSocket(url);
    const answers: string[] = [];
    client.on('message', (data) => answers.push(String(data)));
    await new Promise((resolve) => client.once('open', resolve));
    const send = (id: number, input: string) =>
      client.send(JSON.stringify({ id, method: 'mutation', params: { path: 'record', input } }));

    send(1, 'while signed in');
    await until(() => answers.length === 1, 'the first answer');
    state.live = false;
    send(2, 'after the end');
    send(3, 'and another');
    // The frames reached the server (the positive signal), and time enough to serve them passed.
    await until(() => state.framesSeen === 3, 'the later frames to arrive');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['while signed in']);
    expect(answers).toHaveLength(1);
    client.terminate();
  });
});
