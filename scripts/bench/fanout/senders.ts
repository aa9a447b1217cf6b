import { connectSender, open, type Sender, type Target, type Transport } from './clients';
import { benchContent } from './protocol';

/**
 * A sending client of a transport: on the tRPC rows a member's tRPC WebSocket that calls the
 * `messages.send` mutation on the socket itself, the path on which the server pipelines sends
 * (trpc/fastify.ts); the web app sends over batched HTTP and keeps its socket for subscriptions.
 * Answers are not awaited: the bench counts what the receivers get. Otherwise `connectSender`'s
 * (bare `ws`, or a `/ws` socket that has joined the room).
 */
export async function connectSenderOf(transport: Transport, target: Target, cookie: string): Promise<Sender> {
  if (transport !== 'trpc') return connectSender(transport, target, cookie);
  const socket = await open(`ws://127.0.0.1:${target.port}/trpc`, { cookie }, target.localAddress);
  let id = 0;
  const roomId = target.roomId;
  return {
    socket,
    send: () => {
      id += 1;
      socket.send(
        JSON.stringify({
          id,
          method: 'mutation',
          params: { path: 'messages.send', input: { roomId, content: benchContent() } },
        }),
      );
    },
  };
}
