import { type Room, roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { requireRelation } from '../policy/require-relation';
import { canWriteTo } from '../policy/room-verdicts';
import { addMember } from '../rooms/add-member';
import { readable } from '../rooms/readable-room';

/**
 * The room (as read with the sender's membership) if `actor` may write into it now, as the
 * policy says (policy/room-verdicts.ts, canWriteTo). Sending into a public room one has not
 * joined joins it (a message makes one a participant, and mentions and member lists count on
 * membership); refusing would only add a round trip the spec never shows.
 */
export async function writableRoom(
  deps: AppDeps,
  actor: Actor,
  read: (Room & { isMember: boolean }) | undefined,
): Promise<Room> {
  const room = readable(read);
  if (!room.isPrivate && !room.isMember) await addMember(deps, room.id, actor.id);
  await assertWritable(deps, actor, room);
  return room;
}

/** Refuses (403, the policy's reason) unless `actor` may write into the room they read now. */
export async function assertWritable(
  deps: AppDeps,
  actor: Actor,
  room: Pick<Room, 'id' | 'isDirect' | 'closedAt'>,
): Promise<void> {
  const verdict = canWriteTo(
    room,
    room.isDirect && !room.closedAt ? await otherMemberRelation(deps, actor, room.id) : undefined,
  );
  if (!verdict.allow) throw new AppError('FORBIDDEN', verdict.reason);
}

/** The relation to a private chat's other member, if they are still in it. */
export async function otherMemberRelation(deps: AppDeps, actor: Actor, roomId: string) {
  const members = await roomMembersQueries.listMembers(deps.db, [roomId]);
  const other = members.find((member) => member.id !== actor.id);
  return other ? requireRelation(deps, actor, other.id) : undefined;
}
