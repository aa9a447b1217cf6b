import type { TPrivateChat } from '@nahbar/contracts';
import { roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { projectUsersFor } from '../policy/project-users';

/** The actor's open private chats, newest first, each with the other participant. */
export async function listPrivateChats(deps: AppDeps, actor: Actor): Promise<TPrivateChat[]> {
  const rooms = await roomsQueries.listOpenDirectFor(deps.db, actor.id);
  const members = await roomMembersQueries.listMembers(
    deps.db,
    rooms.map((room) => room.id),
  );
  const shown = await projectUsersFor(
    deps,
    actor,
    members.filter((member) => member.id !== actor.id),
  );
  const chats: TPrivateChat[] = [];
  for (const room of rooms) {
    const other = members.find((member) => member.roomId === room.id && member.id !== actor.id);
    const participant2 = other && shown.get(other.id);
    // A chat whose other member deleted their account has no one left to talk to.
    if (!participant2) continue;
    chats.push({
      id: room.id,
      participant1Id: actor.id,
      participant2,
      roomId: room.id,
      createdAt: room.createdAt.toISOString(),
    });
  }
  return chats;
}
