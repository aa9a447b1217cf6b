import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import { roomMembersQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';

/** Makes `userId` a member and tells the room, once: a repeated join changes nothing. */
export async function addMember(deps: AppDeps, roomId: string, userId: string): Promise<boolean> {
  const added = await roomMembersQueries.add(deps.db, roomId, userId);
  if (added) {
    const event: RoomEvent = { type: 'user_joined', roomId, userId };
    await deps.bus.publish(roomTopic(roomId), event);
  }
  return added;
}
