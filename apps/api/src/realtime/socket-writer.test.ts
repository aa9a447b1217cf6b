import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { until } from '../../test/positive-signals';
import { sendText, socketWriterStats, textFrame } from './socket-writer';

/** A server socket and a client connected to it, on loopback. */
async function connectedPair(servers: WebSocketServer[]) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: { text: string; binary: boolean }[] = [];
  client.on('message', (data, binary) => received.push({ text: String(data), binary }));
  await new Promise((resolve) => client.once('open', resolve));
  return { socket: await accepted, client, received };
}

describe('textFrame', () => {
  it.each([
    [0, 2],
    [125, 2],
    [126, 4],
    [65_535, 4],
    [65_536, 10],
  ])('frames %i bytes of text behind a %i-byte header, unmasked and final', (length, header) => {
    const frame = textFrame(Buffer.alloc(length, 'a'));
    expect(frame.length).toBe(header + length);
    expect(frame[0]).toBe(0x81);
    const lengthField = frame[1] ?? 0;
    expect(lengthField & 0x80).toBe(0);
    if (header === 2) expect(lengthField).toBe(length);
    if (header === 4) expect([lengthField, frame.readUInt16BE(2)]).toEqual([126, length]);
    if (header === 10) expect([lengthField, frame.readBigUInt64BE(2)]).toEqual([127, BigInt(length)]);
  });
});

describe('sendText', () => {
  const servers: WebSocketServer[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      for (const client of server.clients) client.terminate();
      server.close();
    }
  });

  it('delivers text frames of every length class intact, in order with the library’s own frames', async () => {
    const { socket, client, received } = await connectedPair(servers);
    const pongs: string[] = [];
    client.on('ping', (data) => pongs.push(String(data)));
    const long = 'ü'.repeat(40_000); // 80,000 bytes: a 64-bit length
    sendText(socket, Buffer.from('{"a":1}'));
    socket.send('through ws', { binary: false });
    sendText(socket, 'x'.repeat(300));
    socket.ping('between');
    sendText(socket, long);
    await until(() => received.length === 4, 'four frames');
    expect(received.map((r) => r.text)).toEqual(['{"a":1}', 'through ws', 'x'.repeat(300), long]);
    expect(received.every((r) => !r.binary)).toBe(true);
    expect(pongs).toEqual(['between']);
  });

  it('writes the frames one connection gets in one turn of the event loop together', async () => {
    const { socket, client, received } = await connectedPair(servers);
    const connection = (socket as unknown as { _socket: Socket })._socket;
    let writes = 0;
    const write = connection._writev?.bind(connection);
    const writeOne = connection._write.bind(connection);
    // Count what reaches the connection's own write functions: one call per flush of the cork.
    connection._writev = (chunks, callback) => {
      writes += 1;
      write?.(chunks, callback);
    };
    connection._write = (chunk, encoding, callback) => {
      writes += 1;
      writeOne(chunk, encoding, callback);
    };
    const before = { ...socketWriterStats };
    for (let i = 0; i < 50; i++) sendText(socket, `{"n":${i}}`);
    await until(() => received.length === 50, 'fifty frames');
    expect(received.map((r) => JSON.parse(r.text).n)).toEqual([...Array(50).keys()]);
    expect(writes).toBe(1);
    expect(socketWriterStats.frames - before.frames).toBe(50);
    expect(socketWriterStats.flushes - before.flushes).toBe(1);

    // A lone frame in a later turn still leaves at once, in a write of its own.
    sendText(socket, '{"n":50}');
    await until(() => received.length === 51, 'the lone frame');
    expect(writes).toBe(2);
    client.close();
  });

  it('gives every socket the same bytes of a shared payload', async () => {
    const one = await connectedPair(servers);
    const two = await connectedPair(servers);
    const written: Buffer[] = [];
    for (const { socket } of [one, two]) {
      const connection = (socket as unknown as { _socket: Socket })._socket;
      const write = connection.write.bind(connection);
      connection.write = ((chunk: Buffer, ...rest: never[]) => {
        written.push(chunk);
        return write(chunk, ...rest);
      }) as Socket['write'];
    }
    const shared = Buffer.from('{"type":"new_message"}');
    sendText(one.socket, shared);
    sendText(two.socket, shared);
    await until(() => one.received.length === 1 && two.received.length === 1, 'both frames');
    expect(written).toHaveLength(2);
    expect(written[0]).toBe(written[1]);
  });

  it('sends nothing, and throws nothing, once the socket is closing or gone', async () => {
    const { socket, client, received } = await connectedPair(servers);
    // The bytes themselves: `ws` would drop a frame that follows a close frame unread.
    const bytes: Buffer[] = [];
    (client as unknown as { _socket: Socket })._socket.on('data', (chunk: Buffer) => bytes.push(chunk));
    const clientClosed = new Promise((resolve) => client.once('close', resolve));
    socket.close(1000, 'bye');
    expect(() => sendText(socket, '{"late":1}')).not.toThrow();
    socket.terminate();
    expect(() => sendText(socket, '{"later":1}')).not.toThrow();
    // The connection's end reaches the client after every byte written to it before.
    await clientClosed;
    expect(received).toEqual([]);
    // The close frame (opcode 8: status 1000 and 'bye') if it left before the end, and nothing else.
    const closeFrame = Buffer.from([0x88, 5, 0x03, 0xe8, ...Buffer.from('bye')]);
    expect([Buffer.alloc(0), closeFrame]).toContainEqual(Buffer.concat(bytes));
  });
});
