import { type UserEvent, userTopic } from '@nahbar/contracts';
import { photosQueries, type Room, roomRemovalQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { photoIdFromUrl } from '../photos/photo-url-of';
import { removePhoto } from '../photos/remove-photo';

/**
 * Deletes a named room with its messages and their photos. Its members hear of it at once on
 * every tab (`room_removed`); one looking at it is moved out with a notice.
 */
export async function deleteRoom(deps: AppDeps, room: Room): Promise<{ members: number; photos: number }> {
  const [members, photoUrls] = await Promise.all([
    roomRemovalQueries.memberIdsOf(deps.db, room.id),
    roomRemovalQueries.photoUrlsIn(deps.db, room.id),
  ]);
  await roomRemovalQueries.deleteRoom(deps.db, room.id);
  for (const photoUrl of photoUrls) {
    const id = photoIdFromUrl(photoUrl);
    const photo = id ? await photosQueries.findById(deps.db, id) : undefined;
    if (photo) await removePhoto(deps, photo);
  }
  const event: UserEvent = { type: 'room_removed', roomId: room.id, roomName: room.name };
  await Promise.all(members.map((userId) => deps.bus.publish(userTopic(userId), event)));
  return { members: members.length, photos: photoUrls.length };
}
