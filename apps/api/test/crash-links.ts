import type { TMessage } from '@nahbar/contracts';
import type { Outbox } from './crash-outbox';
import { type Frame, trpcLiveClient, WsClient } from './live-clients';

/** A member as a client knows itself: the session cookie and its id. */
export interface Member {
  id: string;
  cookie: string;
}

/** A connection that sends an outbox's messages; closed when the server is gone. */
export interface SendLink {
  close(): void;
}

/**
 * `/ws`: joins the room, sends `message` frames with client ids; the acknowledgement is the
 * `new_message` that comes back carrying the sender's own client id (to the whole room for a
 * new message, to this socket alone for a retry of a stored one).
 */
export async function wsLink(
  wsBase: string,
  member: Member,
  roomId: string,
  outbox: Outbox,
): Promise<SendLink> {
  const client = await WsClient.open(wsBase, member.cookie);
  await client.join(member.id, roomId);
  client.socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    if (frame.type === 'error') outbox.refused(JSON.stringify(frame));
    if (frame.type !== 'new_message') return;
    const message = frame.message as TMessage;
    if (message.userId === member.id && message.clientMessageId) {
      outbox.acknowledge(message.clientMessageId, message);
    }
  });
  outbox.start((m) =>
    client.send({
      type: 'message',
      content: m.content,
      messageType: 'text',
      mentionedUserIds: [],
      clientMessageId: m.clientMessageId,
    }),
  );
  return { close: () => client.socket.terminate() };
}

/** tRPC over its WebSocket: `messages.send`, acknowledged by the mutation's result. */
export function trpcLink(wsBase: string, member: Member, roomId: string, outbox: Outbox): SendLink {
  const trpc = trpcLiveClient(wsBase, member.cookie);
  outbox.start((m) => {
    trpc.client.messages.send.mutate({ roomId, content: m.content, clientMessageId: m.clientMessageId }).then(
      (message) => outbox.acknowledge(m.clientMessageId, message),
      (error: unknown) => outbox.fail(m.clientMessageId, String(error)),
    );
  });
  return { close: () => void trpc.close() };
}

/** A member who only watches the room: every `new_message` is a message the server committed. */
export async function observerLink(
  wsBase: string,
  member: Member,
  roomId: string,
  onMessage: (message: TMessage) => void,
): Promise<SendLink> {
  const client = await WsClient.open(wsBase, member.cookie);
  await client.join(member.id, roomId);
  client.socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    if (frame.type === 'new_message') onMessage(frame.message as TMessage);
  });
  return { close: () => client.socket.terminate() };
}
