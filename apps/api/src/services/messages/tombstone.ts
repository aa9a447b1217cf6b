import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import {
  messageChangesQueries,
  messageRemovalQueries,
  photosQueries,
  type RemovableMessage,
} from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { photoIdFromUrl } from '../photos/photo-url-of';
import { removePhoto } from '../photos/remove-photo';

/**
 * Turns messages into tombstones: words and photo gone (the photo's bytes too), reactions
 * gone, when and by whom kept, and every reader of their rooms told at once on both transports:
 * `message_removed` for a moderator's removal, `message_deleted` for the sender's own.
 */
export async function tombstone(
  deps: AppDeps,
  messages: readonly RemovableMessage[],
  removedBy: string,
  announce: 'message_removed' | 'message_deleted',
): Promise<void> {
  if (messages.length === 0) return;
  const ids = messages.map((m) => m.id);
  await messageRemovalQueries.tombstone(deps.db, ids, removedBy, deps.clock.now());
  await messageChangesQueries.dropReactionsTo(deps.db, ids);
  for (const message of messages) {
    const photoId = message.photoUrl ? photoIdFromUrl(message.photoUrl) : undefined;
    const photo = photoId ? await photosQueries.findById(deps.db, photoId) : undefined;
    if (photo) await removePhoto(deps, photo);
    const event: RoomEvent = { type: announce, roomId: message.roomId, messageId: message.id };
    await deps.bus.publish(roomTopic(message.roomId), event);
  }
}
