import { type Room, roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { hiddenByBlock } from '../policy/can';
import { requireRelation } from '../policy/require-relation';
import { addMember } from '../rooms/add-member';
import { readable } from '../rooms/readable-room';

/**
 * The room (as read with the sender's membership) if `actor` may write into it now. Sending
 * into a public room one has not joined joins it (a message makes one a participant, and
 * mentions and member lists count on membership); refusing would only add a round trip the
 * spec never shows. A closed private
 * chat refuses (chat spec §4), and so does one with a block between its two participants.
 */
export async function writableRoom(
  deps: AppDeps,
  actor: Actor,
  read: (Room & { isMember: boolean }) | undefined,
): Promise<Room> {
  const room = readable(read);
  if (!room.isPrivate) {
    if (!room.isMember) await addMember(deps, room.id, actor.id);
    return room;
  }
  if (!room.isDirect) return room;
  if (room.closedAt) throw new AppError('FORBIDDEN', 'chat.chatUnavailableDetail');
  const members = await roomMembersQueries.listMembers(deps.db, [room.id]);
  const other = members.find((member) => member.id !== actor.id);
  if (other) {
    const relation = await requireRelation(deps, actor, other.id);
    if (relation.viewerBlockedOther) throw new AppError('FORBIDDEN', 'chat.youBlockedThisUser');
    if (hiddenByBlock(relation)) throw new AppError('FORBIDDEN', 'chat.userNotAcceptingChats');
  }
  return room;
}
