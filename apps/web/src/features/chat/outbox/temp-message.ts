import type { TMessage, TSessionUser } from '@nahbar/contracts';
import { TEMP_ID_PREFIX } from '../messages/message-merge';
import type { QueuedItem } from './offline-queue';

/** How a message of one's own that the server has not stored yet is doing. */
export type PendingState = 'sending' | 'queued' | 'failed';

/** A queued message as the list shows it until its stored copy arrives (chat spec §3: temp- ids). */
export function toTempMessage(item: QueuedItem, self: MessageAuthor): TMessage {
  return {
    id: `${TEMP_ID_PREFIX}${item.id}`,
    roomId: item.roomId,
    userId: self.id,
    sequenceId: 0,
    content: item.content,
    createdAt: new Date(item.timestamp).toISOString(),
    messageType: 'text',
    photoUrl: null,
    photoFileName: null,
    mentionedUserIds: item.mentionedUserIds,
    clientMessageId: item.id,
    replyTo: item.replyTo ?? null,
    user: authorOf(self),
  };
}

/** The signed-in user as a message of theirs shows them. */
export type MessageAuthor = Pick<
  TSessionUser,
  'id' | 'displayName' | 'username' | 'gender' | 'avatar' | 'primaryPhoto'
>;

/** What a temporary message shows of its sender (as of now: a profile change shows next time). */
export function authorOf(self: MessageAuthor): TMessage['user'] {
  return {
    id: self.id,
    displayName: self.displayName,
    username: self.username,
    gender: self.gender,
    avatar: self.avatar,
    primaryPhoto: self.primaryPhoto ? { photoUrl: self.primaryPhoto.photoUrl } : null,
  };
}
