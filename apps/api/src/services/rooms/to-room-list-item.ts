import type { TRoomListItem } from '@nahbar/contracts';
import type { Room } from '@nahbar/db';

/** A room as the room lists show it: `rooms.list` and the live `room_created` alike. */
export function toRoomListItem(room: Room, memberCount: number, isMember: boolean): TRoomListItem {
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    isPrivate: room.isPrivate,
    createdBy: room.createdBy,
    createdAt: room.createdAt.toISOString(),
    seedKey: room.seedKey,
    memberCount,
    isMember,
  };
}
