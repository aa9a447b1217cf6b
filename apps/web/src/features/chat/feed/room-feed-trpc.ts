import { MISSED_MESSAGES_LIMIT } from '@nahbar/contracts';
import { trpcClient } from '../../../app/app-clients';
import type { RoomFeedApi } from './room-feed-api';

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
