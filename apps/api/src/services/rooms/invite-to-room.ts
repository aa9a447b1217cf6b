import { type TRoom, type UserEvent, userTopic, ZInviteToRoomInput } from '@nahbar/contracts';
import { type Room, roomsQueries, type User, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { notify } from '../notifications/notify';
import { canInvite } from '../policy/can';
import { projectUser } from '../policy/project-user';
import { relationTo } from '../policy/relation';
import { requireRelation } from '../policy/require-relation';
import { canInviteInto } from '../policy/room-verdicts';
import { assertNotMuted } from '../policy/standing';
import { addMember } from './add-member';
import { toRoomDto } from './to-room-dto';

/**
 * Adds a member to a named room, as the policy lets the actor: only its creator, never into a
 * private chat (policy/room-verdicts.ts, canInviteInto), and only an invitee who would accept a
 * private chat from them (policy/can.ts, canInvite). Invites count against their own rate, and a
 * muted creator invites no one.
 */
export async function inviteToRoom(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TRoom> {
  const input = parseInput(ZInviteToRoomInput, rawInput);
  await deps.limits.hit('roomInvites', actor.id);
  await assertNotMuted(deps, actor);
  const room = await roomsQueries.findById(deps.db, input.roomId);
  if (!room) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  const mayInvite = canInviteInto(room, actor.id);
  if (!mayInvite.allow) throw new AppError('FORBIDDEN', mayInvite.reason);
  const invitee = await usersQueries.findById(deps.db, input.userId);
  if (!invitee) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  // The DM gate (policy/can.ts): a room the creator fills can be a room of two, so whoever does
  // not take a private chat from the creator is not put into their room either.
  const verdict = canInvite(await requireRelation(deps, actor, invitee.id));
  if (!verdict.allow) throw new AppError('FORBIDDEN', verdict.reason);
  if (await addMember(deps, room.id, invitee.id)) {
    // The invitee's open connections may now see this room, and the invitee is told who asked.
    const access: UserEvent = { type: 'access_changed', roomId: room.id };
    await deps.bus.publish(userTopic(invitee.id), access);
    if (invitee.id !== actor.id) await tellInvitee(deps, actor, invitee, room);
  }
  return toRoomDto(deps, actor, room);
}

/** The invitee sees the inviter as the policy lets them. */
async function tellInvitee(deps: AppDeps, actor: Actor, invitee: User, room: Room): Promise<void> {
  const [back, photo] = await Promise.all([
    relationTo(deps, invitee, actor.id),
    usersQueries.primaryPhotoUrl(deps.db, actor.id),
  ]);
  if (!back) return;
  const event: UserEvent = {
    type: 'room_invite',
    roomId: room.id,
    roomName: room.name,
    fromUser: projectUser(back, actor, photo),
  };
  await deps.bus.publish(userTopic(invitee.id), event);
  await notify(
    deps,
    invitee.id,
    'room_invite',
    (m) => ({
      title: m.notifications.roomInviteTitle,
      body: m.notifications.roomInviteBody(actor.displayName, room.name),
    }),
    { roomId: room.id, roomName: room.name, fromUserId: actor.id, fromName: actor.displayName },
  );
}
