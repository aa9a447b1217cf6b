import type { TMessage } from '@nahbar/contracts';
import { type Db, messagesQueries, roomsQueries } from '@nahbar/db';
import type { MessageSource } from './room-feed';

/** How a stored message becomes the wire message; the services own it, app.ts hands it in. */
export type ToMessage = (row: messagesQueries.MessageRow) => TMessage;

/** The room feeds' view of the database: a room's head and the messages after a point. */
export function databaseMessageSource(db: Db, toMessage: ToMessage): MessageSource {
  return {
    async head(roomId) {
      const room = await roomsQueries.findById(db, roomId);
      return room?.lastSequenceId ?? 0;
    },
    async after(roomId, afterSequenceId, limit) {
      const rows = await messagesQueries.listAfterSequence(db, roomId, afterSequenceId, limit);
      return rows.map(toMessage);
    },
  };
}
