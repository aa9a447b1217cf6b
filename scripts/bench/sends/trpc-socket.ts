import WebSocket from 'ws';
import { BENCH_ORIGIN } from '../fanout/protocol';

/**
 * A member's tRPC WebSocket that calls the `messages.send` mutation on the socket itself (the web
 * app sends over batched HTTP; on a socket the server pipelines a member's sends, trpc/fastify.ts)
 * and resolves each call once its answer comes, which the server sends after the row is committed
 * and published to the room.
 */
export class TrpcSender {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const reply = JSON.parse(data.toString()) as { id?: number; error?: { message: string } };
      const waiting = reply.id === undefined ? undefined : this.pending.get(reply.id);
      if (!waiting || reply.id === undefined) return;
      this.pending.delete(reply.id);
      if (reply.error) waiting.reject(new Error(reply.error.message));
      else waiting.resolve();
    });
  }

  static open(port: number, cookie: string): Promise<TrpcSender> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/trpc`, {
      headers: { origin: BENCH_ORIGIN, cookie },
      perMessageDeflate: false,
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TrpcSender(socket)));
      socket.once('error', reject);
    });
  }

  send(roomId: string, content: string): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(
        JSON.stringify({
          id,
          method: 'mutation',
          params: { path: 'messages.send', input: { roomId, content } },
        }),
      );
    });
  }

  close(): void {
    this.socket.close();
  }
}
