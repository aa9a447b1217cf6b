import { type Room, roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';

/**
 * The room if `actor` may read it: anyone signed in reads public rooms; private rooms and
 * private chats only their members (a closed chat stays readable to its two members).
 * Also what live subscriptions check before they deliver a room's events.
 */
export async function readableRoom(deps: AppDeps, actor: Actor, roomId: string): Promise<Room> {
  const room = await roomsQueries.findById(deps.db, roomId);
  if (!room) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  if (room.isPrivate && !(await roomMembersQueries.isMember(deps.db, room.id, actor.id))) {
    throw new AppError('FORBIDDEN', 'chat.notAMember');
  }
  return room;
}
