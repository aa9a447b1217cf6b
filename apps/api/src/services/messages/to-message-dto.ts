import type { TMessage } from '@nahbar/contracts';
import type { messagesQueries } from '@nahbar/db';

/** The wire message (design: Message DTO); the sender's public fields only. */
export function toMessageDto(row: messagesQueries.MessageRow): TMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    userId: row.userId,
    sequenceId: row.sequenceId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    messageType: row.messageType,
    photoUrl: row.photoUrl,
    photoFileName: row.photoFileName,
    mentionedUserIds: row.mentionedUserIds,
    clientMessageId: row.clientMessageId,
    user: {
      id: row.userId,
      displayName: row.displayName,
      username: row.username,
      gender: row.gender,
      avatar: row.avatar,
      primaryPhoto: row.primaryPhotoUrl ? { photoUrl: row.primaryPhotoUrl } : null,
    },
  };
}
