import type { TRoom } from '@nahbar/contracts';
import { type Room, roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { projectUsersFor } from '../policy/project-users';

/**
 * A room with its members (chat spec §3) as the viewer may see them (policy/project-user.ts);
 * members load in one query, their relations to the viewer in another.
 */
export async function toRoomDto(deps: AppDeps, viewer: Actor, room: Room): Promise<TRoom> {
  const rows = await roomMembersQueries.listMembers(deps.db, [room.id]);
  const shown = await projectUsersFor(deps, viewer, rows);
  const members = rows.flatMap((row) => {
    const member = shown.get(row.id);
    return member ? [member] : [];
  });
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    isPrivate: room.isPrivate,
    isDirect: room.isDirect,
    closedAt: room.closedAt ? room.closedAt.toISOString() : null,
    memberIds: members.map((member) => member.id),
    createdBy: room.createdBy,
    createdAt: room.createdAt.toISOString(),
    seedKey: room.seedKey,
    members,
  };
}
