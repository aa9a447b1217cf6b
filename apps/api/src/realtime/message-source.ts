import { type Db, messagesQueries, roomsQueries } from '@nahbar/db';
import { toMessageDto } from '../services/messages/to-message-dto';
import type { MessageSource } from './room-feed';

/** The room feeds' view of the database: a room's head and the messages after a point. */
export function databaseMessageSource(db: Db): MessageSource {
  return {
    async head(roomId) {
      const room = await roomsQueries.findById(db, roomId);
      return room?.lastSequenceId ?? 0;
    },
    async after(roomId, afterSequenceId, limit) {
      const rows = await messagesQueries.listAfterSequence(db, roomId, afterSequenceId, limit);
      return rows.map(toMessageDto);
    },
  };
}
