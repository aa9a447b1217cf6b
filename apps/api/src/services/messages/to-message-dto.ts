import {
  LINK_PREVIEW_IMAGES_PATH_PREFIX,
  type TLinkPreview,
  type TMessage,
  type TReplyQuote,
} from '@nahbar/contracts';
import type { messagesQueries } from '@nahbar/db';

/** The quote line of a reply: the answered message as it is now, or a deleted one. */
function quoteOf(id: string, quoted: messagesQueries.QuotedRow | null): TReplyQuote {
  if (!quoted) return { id, userId: null, displayName: null, excerpt: '', isPhoto: false, removed: true };
  return {
    id,
    userId: quoted.userId,
    displayName: quoted.displayName,
    excerpt: quoted.excerpt,
    isPhoto: !quoted.removed && quoted.messageType === 'photo',
    removed: quoted.removed,
  };
}

function previewOf(preview: messagesQueries.PreviewRow): TLinkPreview {
  return {
    url: preview.url,
    title: preview.title,
    description: preview.description,
    siteName: preview.siteName,
    imageUrl: preview.imageId ? `${LINK_PREVIEW_IMAGES_PATH_PREFIX}/${preview.imageId}` : null,
  };
}

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
    ...(removed && row.removedBy === row.userId ? { removedBySender: true } : {}),
    editedAt: !removed && row.editedAt ? row.editedAt.toISOString() : null,
    replyTo: row.replyToId ? quoteOf(row.replyToId, row.quoted) : null,
    linkPreview: !removed && row.preview ? previewOf(row.preview) : null,
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
