import { MISSED_MESSAGES_LIMIT, type TMessage } from '@nahbar/contracts';
import { trpcClient } from '../../../app/app-clients';
import type { RoomFeedApi } from '../feed/room-feed-api';
import type { OutgoingMessage } from '../outbox/outbox';

/** The room feed's calls over tRPC: history over HTTP, live events over the channel. */
export const roomFeedApi: RoomFeedApi = {
  initial: (roomId) => trpcClient.messages.initial.query({ roomId }),
  older: (roomId, cursor) => trpcClient.messages.page.query({ roomId, cursor }),
  since: (roomId, timestamp) =>
    trpcClient.messages.since.query({ roomId, timestamp, limit: MISSED_MESSAGES_LIMIT }),
  subscribe: (roomId, lastEventId, handlers) =>
    trpcClient.live.room.subscribe(
      { roomId, lastEventId },
      { onData: ({ id, data }) => handlers.onEvent(id, data), onError: handlers.onError },
    ),
};

export function sendTextMessage(message: OutgoingMessage): Promise<TMessage> {
  return trpcClient.messages.send.mutate({ ...message, messageType: 'text' });
}

/** Typing is a hint: a lost signal is forgotten, never retried (the indicator expires anyway). */
export function signalTyping(roomId: string, isTyping: boolean): void {
  trpcClient.live.typing.mutate({ roomId, isTyping }).catch(() => {});
}
