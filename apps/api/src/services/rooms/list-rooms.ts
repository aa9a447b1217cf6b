import type { TRoomListItem } from '@nahbar/contracts';
import { roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { toRoomListItem } from './to-room-list-item';

/** Public rooms plus the private rooms the actor belongs to; private chats are listed apart. */
export async function listRooms(deps: AppDeps, actor: Actor): Promise<TRoomListItem[]> {
  const rooms = await roomsQueries.listVisible(deps.db, actor.id);
  return rooms.map((room) => toRoomListItem(room, room.memberCount, room.isMember));
}
