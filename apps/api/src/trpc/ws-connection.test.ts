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
    await until(() => state.framesSeen === 3, 'the later frames to arrive');
    // A sentinel behind them: frames are served one after another, so once the stand-in's
    // session is live again and a later frame is answered, the two before it had their turn.
    state.live = true;
    send(4, 'sentinel');
    const answered = () => answers.map((answer) => (JSON.parse(answer) as { id: number }).id);
    await until(() => answered().includes(4), 'the answer to the sentinel');
    expect(calls).toEqual(['while signed in', 'sentinel']);
    expect(answered()).toEqual([1, 4]);
    client.terminate();
  });
});
