import type { TRoomListItem } from '@nahbar/contracts';

/**
 * The sidebar's rooms with one announced live (`room_created`). The server lists rooms oldest
 * first, so a new one goes last; one already listed (the creating tab refetched first) leaves
 * the very same list, so nothing re-renders.
 */
export function withNewRoom<T extends readonly TRoomListItem[]>(
  rooms: T,
  room: TRoomListItem,
): T | TRoomListItem[] {
  if (rooms.some((listed) => listed.id === room.id)) return rooms;
  return [...rooms, room];
}
