import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { SocketTransport } from './connections';

/**
 * A WebSocket text frame as a server sends it (RFC 6455 §5.2): FIN set, opcode 1 (text), no
 * mask, no extension bits, the payload length in 7, 16 or 64 bits.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** Frames of shared payloads (one event's bytes, handed to every subscriber): built once. */
const framesOf = new WeakMap<Buffer, Buffer>();

function framed(payload: Buffer | string): Buffer {
  if (typeof payload === 'string') return textFrame(Buffer.from(payload));
  let frame = framesOf.get(payload);
  if (!frame) {
    frame = textFrame(payload);
    framesOf.set(payload, frame);
  }
  return frame;
}

/** Connections corked since the last flush; each is uncorked once, so its frames leave in one write. */
const corked = new Set<Socket>();
let flushScheduled = false;

/** What the writer did, for the benchmarks and tests: frames written, and flushes that carried them. */
export const socketWriterStats = { frames: 0, flushes: 0 };

/**
 * Frames handed to sockets by `sendOrDrop`, by transport, since the process started. Plain
 * numbers, one addition per frame: the room feed reads them before and after a message's
 * fan-out to count its deliveries (fan-out-meter.ts), so no socket pays for a metric's labels.
 */
export const framesWritten: Record<SocketTransport, number> = { ws: 0, trpc: 0 };

/** Told once this turn's corked frames have gone to their connections (`afterFlush`). */
let flushed: (() => void)[] = [];

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  setImmediate(flush);
}

function flush(): void {
  flushScheduled = false;
  socketWriterStats.flushes += corked.size;
  for (const connection of corked) connection.uncork();
  corked.clear();
  if (flushed.length === 0) return;
  const tasks = flushed;
  flushed = [];
  for (const task of tasks) task();
}

/**
 * Runs `task` once the frames written so far in this turn have left for their connections (the
 * uncork, one write each): when a message has reached the kernel of its last local socket.
 */
export function afterFlush(task: () => void): void {
  flushed.push(task);
  scheduleFlush();
}

/**
 * The connection under a `ws` socket. `ws` keeps it in a field of its own (`_socket`) and
 * writes every frame there synchronously unless it compresses, which this server never
 * negotiates (the websocket plugin leaves `perMessageDeflate` off): so a frame written here
 * stays in order with `ws`'s own frames (pings, close), and `bufferedAmount` counts it.
 */
function connectionOf(socket: WebSocket): Socket | undefined {
  const connection = (socket as unknown as { _socket?: Socket })._socket;
  return connection && !connection.destroyed && connection.writable ? connection : undefined;
}

/**
 * Sends JSON text as one text frame. A room event's frame is built once and the same bytes go
 * to every socket; the frames one connection gets until the event loop turns (a busy room's
 * several messages, a batch of stored sends) leave in one write, so under load a delivery
 * costs less than a write, and in a quiet room the frame still leaves in the same turn.
 */
export function sendText(socket: WebSocket, payload: Buffer | string): void {
  const connection = socket.readyState === socket.OPEN ? connectionOf(socket) : undefined;
  if (!connection) {
    // Closing, or not a plain connection (a test's stand-in): let `ws` decide.
    socket.send(payload, { binary: false });
    return;
  }
  if (!corked.has(connection)) {
    connection.cork();
    corked.add(connection);
    scheduleFlush();
  }
  socketWriterStats.frames += 1;
  connection.write(framed(payload));
}

/** A socket that reads slower than its rooms talk is dropped; its client resumes on reconnect. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * Sends JSON text to an open socket, as `sendText` does, unless the socket has fallen more than
 * MAX_BUFFERED_BYTES behind: then it is cut instead (both transports, one rule). Frames sent
 * are counted under `transport` (`framesWritten`).
 */
export function sendOrDrop(socket: WebSocket, payload: Buffer | string, transport: SocketTransport): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  sendText(socket, payload);
  framesWritten[transport] += 1;
}
