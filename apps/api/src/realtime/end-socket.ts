import type { WebSocket } from 'ws';

/** What ending a socket needs of it; the `ws` socket has it, and so can a test's stand-in. */
export type EndableSocket = Pick<WebSocket, 'close' | 'terminate' | 'bufferedAmount' | 'readyState'>;

/** How long a close frame may wait behind unsent data before the connection is cut anyway. */
const FLUSH_LIMIT_MS = 1000;
const FLUSH_POLL_MS = 10;

const OPEN = 1;
const CLOSED = 3;

/**
 * Sends the close frame, then cuts the connection as soon as that frame has left: the
 * server does not wait for the peer's close frame. A client that does not answer it (or
 * sends on instead) would otherwise hold the socket for the close handshake's 30 s, and
 * the `ws` library goes on emitting the frames that arrive meanwhile.
 */
export function endSocket(socket: EndableSocket, code: number, reason: string): void {
  if (socket.readyState === CLOSED) return;
  if (socket.readyState === OPEN) socket.close(code, reason);
  terminateWhenFlushed(socket, Date.now() + FLUSH_LIMIT_MS);
}

function terminateWhenFlushed(socket: EndableSocket, deadline: number): void {
  if (socket.readyState === CLOSED) return;
  if (socket.bufferedAmount === 0 || Date.now() >= deadline) {
    socket.terminate();
    return;
  }
  setTimeout(() => terminateWhenFlushed(socket, deadline), FLUSH_POLL_MS).unref();
}
