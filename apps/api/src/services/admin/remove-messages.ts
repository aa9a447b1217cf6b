import { type RoomEvent, roomTopic, ZPurgeMessagesInput, ZRemoveMessageInput } from '@nahbar/contracts';
import { messageRemovalQueries, photosQueries, type RemovableMessage, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { photoIdFromUrl } from '../photos/photo-url-of';
import { removePhoto } from '../photos/remove-photo';
import { recordAudit } from './audit';

/**
 * Turns messages into tombstones: words and photo gone (the photo's bytes too), when and by whom
 * kept, and every reader of their rooms told at once (`message_removed`) on both transports.
 */
async function tombstone(deps: AppDeps, admin: Actor, messages: RemovableMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await messageRemovalQueries.tombstone(
    deps.db,
    messages.map((m) => m.id),
    admin.id,
    deps.clock.now(),
  );
  for (const message of messages) {
    const photoId = message.photoUrl ? photoIdFromUrl(message.photoUrl) : undefined;
    const photo = photoId ? await photosQueries.findById(deps.db, photoId) : undefined;
    if (photo) await removePhoto(deps, photo);
    const event: RoomEvent = { type: 'message_removed', roomId: message.roomId, messageId: message.id };
    await deps.bus.publish(roomTopic(message.roomId), event);
  }
}

/** Removes one message (from the report queue or a member's detail). */
export async function removeMessage(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const { messageId, reason } = parseInput(ZRemoveMessageInput, raw);
  const message = await messageRemovalQueries.findWithAuthor(deps.db, messageId);
  if (!message || message.removedAt) throw new AppError('NOT_FOUND', 'admin.messageNotFound');
  await tombstone(deps, admin, [message]);
  await recordAudit(deps, admin, {
    action: 'message_removed',
    target: { id: message.authorId, username: message.username },
    roomId: message.roomId,
    reason,
    details: { messageId },
  });
  return { success: true };
}

/** Removes every message a member sent in the last `hours`, in all rooms and chats, in one step. */
export async function purgeMessages(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ removed: number }> {
  const { userId, hours, reason } = parseInput(ZPurgeMessagesInput, raw);
  const user = await usersQueries.findById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const since = new Date(deps.clock.now().getTime() - hours * 3_600_000);
  const messages = await messageRemovalQueries.sentSince(deps.db, userId, since);
  await tombstone(deps, admin, messages);
  await recordAudit(deps, admin, {
    action: 'messages_purged',
    target: user,
    reason,
    details: { hours, removed: messages.length },
  });
  return { removed: messages.length };
}
