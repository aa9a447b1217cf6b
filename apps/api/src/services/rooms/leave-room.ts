import { type RoomEvent, roomTopic, type UserEvent, userTopic, ZRoomIdInput } from '@nahbar/contracts';
import { type Room, roomLeavingQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { deleteRoom } from './delete-room';

interface Departure {
  room: Room;
  /** The room was private, and the leaver was the last one in it. */
  empty: boolean;
}

/**
 * Leaves a named room (ours; the spec has joining only). The member stops being one: the room's
 * other members see them go (`user_left` with `memberLeft`), and the leaver's live readers of a
 * private room end (their access is checked again). A public room stays readable to them as to
 * anyone signed in; opening it again joins it again.
 *
 * The creator may leave too. The room then passes to the longest-standing remaining member, who
 * may invite from now on: a room its members still use should not go with the one who made it.
 * A private room left by its last member is deleted with its messages and photos, since no one
 * could ever read it again. A public room nobody belongs to stays as it is: anyone may still
 * read and join it, and taking it down is a moderator's call.
 *
 * Private chats are closed, not left (close-private-chat.ts).
 */
export async function leaveRoom(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<{ success: true }> {
  const { roomId } = parseInput(ZRoomIdInput, rawInput);
  await deps.limits.hit('roomLeaves', actor.id);
  const { room, empty } = await deps.db.transaction().execute(async (trx): Promise<Departure> => {
    const found = await roomLeavingQueries.lockRoom(trx, roomId);
    if (!found) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
    if (found.isDirect) throw new AppError('FORBIDDEN', 'chat.privateChatsAreClosed');
    if (!(await roomLeavingQueries.removeMember(trx, found.id, actor.id))) {
      throw new AppError('FORBIDDEN', 'chat.notAMember');
    }
    if (found.createdBy !== actor.id) return { room: found, empty: false };
    const successor = await roomLeavingQueries.longestStandingMember(trx, found.id);
    if (successor) await roomLeavingQueries.handOver(trx, found.id, successor);
    return { room: found, empty: !successor && found.isPrivate };
  });

  if (empty) await deleteRoom(deps, room);
  else {
    const left: RoomEvent = { type: 'user_left', roomId: room.id, userId: actor.id, memberLeft: true };
    await deps.bus.publish(roomTopic(room.id), left);
  }
  // The leaver's sockets and streams check the room again; their other tabs drop it.
  const access: UserEvent = { type: 'access_changed', roomId: room.id };
  const gone: UserEvent = { type: 'room_left', roomId: room.id };
  await deps.bus.publish(userTopic(actor.id), access);
  await deps.bus.publish(userTopic(actor.id), gone);
  return { success: true };
}
