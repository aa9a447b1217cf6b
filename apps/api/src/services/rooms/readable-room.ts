import { type Room, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';

/**
 * The room if `actor` may read it: anyone signed in reads public rooms; private rooms and
 * private chats only their members (a closed chat stays readable to its two members).
 * Also what live subscriptions check before they deliver a room's events. Says whether the
 * actor is a member, read with the room.
 */
export async function readableRoom(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
): Promise<Room & { isMember: boolean }> {
  return readable(await roomsQueries.findWithMembership(deps.db, roomId, actor.id));
}

/** `readableRoom`'s rule, for a room already read with the reader's membership. */
export function readable<R extends Room & { isMember: boolean }>(room: R | undefined): R {
  if (!room) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  if (room.isPrivate && !room.isMember) throw new AppError('FORBIDDEN', 'chat.notAMember');
  return room;
}
