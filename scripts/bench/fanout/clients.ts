import WebSocket from 'ws';
import { BENCH_ORIGIN, benchContent, sentAtOf } from './protocol';

/** What all receivers of one scenario saw. */
export class Receipts {
  count = 0;
  /** Send-to-receive times in ms, while a latency run records them. */
  latencies: number[] | null = null;

  /**
   * `now` is the clock the send times were read from: by default this process's; a sender in
   * another process needs a clock all processes share.
   */
  constructor(private readonly now: () => number = () => performance.now()) {}

  onFrame(frame: Buffer): boolean {
    const sentAt = sentAtOf(frame);
    if (sentAt === undefined) return false;
    this.count += 1;
    this.latencies?.push(this.now() - sentAt);
    return true;
  }
}

export interface Receiver {
  socket: WebSocket;
  /** Bench messages this client received. */
  received: number;
  onReceive?: () => void;
}

/** `localAddress`: the loopback address to connect from (each has its own ephemeral ports). */
export function open(
  url: string,
  headers: Record<string, string>,
  localAddress?: string,
): Promise<WebSocket> {
  // The clients share one process and core: they skip UTF-8 checks so they keep up.
  const socket = new WebSocket(url, {
    headers: { origin: BENCH_ORIGIN, ...headers },
    perMessageDeflate: false,
    skipUTF8Validation: true,
    ...(localAddress ? { localAddress } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`${url}: upgrade refused ${res.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** Resolves on the first frame that `ready` accepts. */
function firstFrame(socket: WebSocket, ready: (frame: Buffer) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      if (!ready(data)) return;
      socket.off('message', onMessage);
      resolve();
    };
    socket.on('message', onMessage);
  });
}

function receiverOf(socket: WebSocket, receipts: Receipts): Receiver {
  const receiver: Receiver = { socket, received: 0 };
  socket.on('message', (data: Buffer) => {
    if (!receipts.onFrame(data)) return;
    receiver.received += 1;
    receiver.onReceive?.();
  });
  return receiver;
}

const JOINED = Buffer.from('"room_online_users"');

/** Resolves once the socket is in its room: the first list of who is online there arrived. */
export function joined(socket: WebSocket): Promise<void> {
  return firstFrame(socket, (f) => f.indexOf(JOINED) >= 0);
}

/** `baseline`: the bare `ws` server; `socketio`: the Socket.IO server; the rest the app's. */
export type Transport = 'baseline' | 'socketio' | 'ws' | 'trpc';

/**
 * Engine.IO's WebSocket URL, its open and connect packets, and its keep-alive: the client
 * side of Socket.IO's protocol spoken over the bench's own `ws` clients, so both baselines
 * and the app are received by the same code.
 */
const SOCKET_IO_PATH = '/socket.io/?EIO=4&transport=websocket';
const SOCKET_IO_CONNECT = '40';
const SOCKET_IO_PING = '2';
const SOCKET_IO_PONG = '3';

/** Opens a Socket.IO connection to the main namespace; resolves once the server accepted it. */
async function openSocketIo(base: string, localAddress?: string): Promise<WebSocket> {
  const socket = await open(`${base}${SOCKET_IO_PATH}`, {}, localAddress);
  socket.on('message', (data: Buffer) => {
    if (data.length === 1 && data.toString() === SOCKET_IO_PING) socket.send(SOCKET_IO_PONG);
  });
  const connected = firstFrame(socket, (frame) => frame.toString('latin1', 0, 2) === SOCKET_IO_CONNECT);
  socket.send(SOCKET_IO_CONNECT);
  await connected;
  return socket;
}

/** The frame that puts an app socket into a room: a `/ws` join, or a tRPC subscription. */
export function subscribeFrame(transport: 'ws' | 'trpc', roomId: string): string {
  if (transport === 'ws') return JSON.stringify({ type: 'join', roomId });
  // The tRPC WebSocket protocol as its client speaks it: a subscription by path and input.
  return JSON.stringify({
    id: 1,
    method: 'subscription',
    params: { path: 'live.room', input: { roomId } },
  });
}

export interface Target {
  port: number;
  roomId: string;
  cookies: string[];
  /** The loopback address the clients connect from; the system picks one when unset. */
  localAddress?: string;
}

/** One receiving client of a transport, connected, in the room and listening. */
export async function connectReceiver(
  transport: Transport,
  target: Target,
  index: number,
  receipts: Receipts,
): Promise<Receiver> {
  const cookie = target.cookies[index % target.cookies.length] ?? '';
  const base = `ws://127.0.0.1:${target.port}`;
  if (transport === 'baseline') return receiverOf(await open(base, {}, target.localAddress), receipts);
  if (transport === 'socketio') return receiverOf(await openSocketIo(base, target.localAddress), receipts);
  const socket = await open(`${base}/${transport}`, { cookie }, target.localAddress);
  const started = joined(socket);
  socket.send(subscribeFrame(transport, target.roomId));
  await started;
  return receiverOf(socket, receipts);
}

/**
 * Opens receivers `from` … `from + count - 1`, a few dozen at a time as a crowd of real clients
 * would, spread over the targets in turn (the n-th to target n mod their number).
 */
export async function connectReceivers(
  transport: Transport,
  targets: Target[],
  from: number,
  count: number,
  receipts: Receipts,
): Promise<Receiver[]> {
  const receivers: Receiver[] = [];
  const AT_ONCE = 50;
  for (let start = from; start < from + count; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, from + count - start) }, (_, i) => {
      const index = start + i;
      return connectReceiver(transport, targets[index % targets.length] as Target, index, receipts);
    });
    receivers.push(...(await Promise.all(batch)));
  }
  return receivers;
}

export interface Sender {
  socket: WebSocket;
  send: () => void;
}

/** A sending client: on the app a `/ws` socket of its own user, joined to the room. */
export async function connectSender(transport: Transport, target: Target, cookie: string): Promise<Sender> {
  const base = `ws://127.0.0.1:${target.port}`;
  if (transport === 'baseline') {
    const socket = await open(base, {}, target.localAddress);
    return { socket, send: () => socket.send(JSON.stringify({ content: benchContent() })) };
  }
  if (transport === 'socketio') {
    const socket = await openSocketIo(base, target.localAddress);
    // An event packet: `4` message, `2` event, then the event's name and argument.
    return {
      socket,
      send: () => socket.send(`42${JSON.stringify(['message', { content: benchContent() }])}`),
    };
  }
  const socket = await open(`${base}/ws`, { cookie }, target.localAddress);
  const started = joined(socket);
  socket.send(subscribeFrame('ws', target.roomId));
  await started;
  return { socket, send: () => socket.send(JSON.stringify({ type: 'message', content: benchContent() })) };
}

export async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
}
