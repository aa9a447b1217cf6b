import type { TRoomListItem } from '@nahbar/contracts';
import { roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';

/** Public rooms plus the private rooms the actor belongs to; private chats are listed apart. */
export async function listRooms(deps: AppDeps, actor: Actor): Promise<TRoomListItem[]> {
  const rooms = await roomsQueries.listVisible(deps.db, actor.id);
  return rooms.map((room) => ({
    id: room.id,
    name: room.name,
    description: room.description,
    isPrivate: room.isPrivate,
    createdBy: room.createdBy,
    createdAt: room.createdAt.toISOString(),
    seedKey: room.seedKey,
    memberCount: room.memberCount,
    isMember: room.isMember,
  }));
}
