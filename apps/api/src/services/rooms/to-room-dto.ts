import type { TRoom } from '@nahbar/contracts';
import { type Db, type Room, roomMembersQueries } from '@nahbar/db';
import { toPublicUser } from '../users/to-session-user';

/** A room with its members as public users (chat spec §3); members load in one query. */
export async function toRoomDto(db: Db, room: Room): Promise<TRoom> {
  const members = (await roomMembersQueries.listMembers(db, [room.id])).map((row) =>
    toPublicUser(row, row.primaryPhotoUrl),
  );
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
    members,
  };
}
