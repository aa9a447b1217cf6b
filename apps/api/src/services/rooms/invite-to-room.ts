import { TEXT, type TRoom, type UserEvent, userTopic, ZInviteToRoomInput } from '@nahbar/contracts';
import { contactRulesQueries, roomsQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { addMember } from './add-member';
import { toRoomDto } from './to-room-dto';

/**
 * Adds a member to a named room; only its creator may (the spec has no room roles, and the
 * creator is who made it private). Private chats stay between their two participants, and
 * a block either way keeps the invitee out.
 */
export async function inviteToRoom(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TRoom> {
  const input = parseInput(ZInviteToRoomInput, rawInput);
  const room = await roomsQueries.findById(deps.db, input.roomId);
  if (!room) throw new AppError('NOT_FOUND', TEXT.chat.roomNotFound);
  if (room.isDirect) throw new AppError('FORBIDDEN', TEXT.chat.noMembersForPrivateChats);
  if (room.createdBy !== actor.id) throw new AppError('FORBIDDEN', TEXT.chat.onlyCreatorCanInvite);
  const invitee = await usersQueries.findById(deps.db, input.userId);
  if (!invitee) throw new AppError('NOT_FOUND', TEXT.chat.userNotFound);
  if (invitee.id !== actor.id) {
    const rules = await contactRulesQueries.between(deps.db, actor.id, invitee.id);
    if (rules.actorBlockedOther) throw new AppError('FORBIDDEN', TEXT.chat.youBlockedThisUser);
    if (rules.otherBlockedActor) throw new AppError('FORBIDDEN', TEXT.auth.forbidden);
  }
  if (await addMember(deps, room.id, invitee.id)) {
    // The invitee's open connections may now see this room.
    const event: UserEvent = { type: 'access_changed', roomId: room.id };
    await deps.bus.publish(userTopic(invitee.id), event);
  }
  return toRoomDto(deps.db, room);
}
