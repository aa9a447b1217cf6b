import type { TMessage } from '@nahbar/contracts';
import type { messagesQueries } from '@nahbar/db';

/** The wire message (design: Message DTO); the sender's public fields only. */
export function toMessageDto(row: messagesQueries.MessageRow): TMessage {
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    roomId: row.roomId,
    userId: row.userId,
    sequenceId: row.sequenceId,
    content: removed ? '' : row.content,
    createdAt: row.createdAt.toISOString(),
    messageType: removed ? 'text' : row.messageType,
    photoUrl: removed ? null : row.photoUrl,
    photoFileName: removed ? null : row.photoFileName,
    mentionedUserIds: removed ? [] : row.mentionedUserIds,
    clientMessageId: row.clientMessageId,
    ...(removed ? { removed: true } : {}),
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
