import type { AddressInfo } from 'node:net';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { AppRouter } from '../src/trpc/root';
import { ORIGIN } from './harness';

/** Waits until `check` returns a value (not undefined), polling; fails after `ms`. */
export async function eventually<T>(check: () => T | undefined, what: string, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function listen(app: FastifyInstance): Promise<{ http: string; ws: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}` };
}

export type Frame = { type: string } & Record<string, unknown>;

/** A raw `/ws` client that records every frame it receives. */
export class WsClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
    });
  }

  static open(baseUrl: string, cookie: string, origin = ORIGIN): Promise<WsClient> {
    const socket = new WebSocket(`${baseUrl}/ws`, { headers: { origin, cookie } });
    const client = new WsClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Joins and waits for the room's online list, which confirms the join. */
  async join(userId: string, roomId: string, lastSequenceId?: number): Promise<void> {
    const before = this.frames.length;
    this.send({ type: 'join', userId, roomId, ...(lastSequenceId === undefined ? {} : { lastSequenceId }) });
    await this.next(
      (f) => f.type === 'room_online_users' && f.roomId === roomId,
      `join of ${roomId}`,
      before,
    );
  }

  of(type: string): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  /** The first frame (from index `from`) that matches. */
  next(match: (frame: Frame) => boolean, what: string, from = 0, ms?: number): Promise<Frame> {
    return eventually(() => this.frames.slice(from).find(match), what, ms);
  }

  /** Sequence ids of the `new_message` frames received so far. */
  sequenceIds(): number[] {
    return this.of('new_message').map((f) => (f.message as { sequenceId: number }).sequenceId);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}

/** Refusal status of a `/ws` (or `/trpc`) upgrade, or 101 when it was accepted. */
export function upgradeStatus(
  baseUrl: string,
  headers: Record<string, string>,
  path = '/ws',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl}${path}`, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** An upgrade's refusal as a member (our origin, their cookie): status and JSON body; null when accepted. */
export function upgradeRefusal(url: string, cookie: string) {
  return new Promise<{ status: number; body: Record<string, unknown> } | null>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin: ORIGIN, cookie } });
    socket.once('open', () => {
      socket.close();
      resolve(null);
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    socket.once('error', reject);
  });
}

/** A tRPC client over a real WebSocket carrying the session cookie and our origin. */
export function trpcLiveClient(baseUrl: string, cookie: string, options: { retryDelayMs?: number } = {}) {
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin: ORIGIN, cookie } });
    }
  }
  let opens = 0;
  const wsClient = createWSClient({
    url: `${baseUrl}/trpc`,
    onOpen: () => {
      opens += 1;
    },
    // The ws package's class stands in for the browser's; they differ only in extras.
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => options.retryDelayMs ?? 50,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  return {
    client,
    wsClient,
    /** How often the socket has opened: 2 after one reconnect. */
    opens: () => opens,
    /** Drops the connection as a network failure would; the link reconnects by itself. */
    dropConnection(): void {
      const socket = wsClient.connection?.ws as unknown as WebSocket | undefined;
      socket?.terminate();
    },
    close: () => wsClient.close(),
  };
}

/** Records the data of one tRPC subscription. */
export function recordSubscription<T>() {
  const data: T[] = [];
  const errors: unknown[] = [];
  return {
    data,
    errors,
    handlers: {
      onData: (value: T) => data.push(value),
      onError: (error: unknown) => errors.push(error),
    },
  };
}

export type TrpcFrame = {
  id: number | string | null;
  result?: { type: string; id?: string; data?: unknown };
  error?: { code: number; message: string; data?: { code: string } };
};

/** A raw socket on /trpc speaking tRPC's WebSocket protocol, recording what comes back. */
export async function rawTrpc(wsUrl: string, cookie: string) {
  const socket = new WebSocket(`${wsUrl}/trpc`, { headers: { origin: ORIGIN, cookie } });
  const texts: string[] = [];
  socket.on('message', (data) => texts.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const frames = () =>
    texts.filter((text) => text.startsWith('{')).map((text) => JSON.parse(text) as TrpcFrame);
  return {
    socket,
    texts,
    frames,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (match: (frame: TrpcFrame) => boolean, what: string) =>
      eventually(() => frames().find(match), what),
  };
}
