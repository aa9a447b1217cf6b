import { PUBLIC_ROOMS_TOPIC, type UserEvent, userTopic } from '@nahbar/contracts';
import type { Room } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { toRoomListItem } from './to-room-list-item';

/**
 * Tells the room lists of those who may see a new room, so it appears without a reload. As
 * `rooms.list` decides (db roomReadableBy): a public room is everyone's, whatever blocks lie
 * between them and its creator, so it goes on the one topic every signed-in member follows; a
 * private room only its members see, and at its creation that is the creator alone (their other
 * tabs). Each stream marks the creator's membership (realtime/member-events.ts).
 * `memberCount` is 1 for a member's room (its creator joined it) and 0 for an admin's.
 *
 * The room exists once this runs: a bus failure (Redis away) is reported, never thrown, so the
 * creator's call still succeeds and the others see the room on their next load.
 */
export async function announceNewRoom(deps: AppDeps, room: Room, memberCount: number): Promise<void> {
  const item = toRoomListItem(room, memberCount, false);
  try {
    if (!room.isPrivate) {
      await deps.bus.publish(PUBLIC_ROOMS_TOPIC, { type: 'room_created', room: item } satisfies UserEvent);
    } else if (room.createdBy && memberCount > 0) {
      const own: UserEvent = { type: 'room_created', room: { ...item, isMember: true } };
      await deps.bus.publish(userTopic(room.createdBy), own);
    }
  } catch (error) {
    deps.reportError(error);
  }
}
