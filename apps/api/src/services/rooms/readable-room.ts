import { type Room, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { canReadRoom } from '../policy/room-verdicts';

/**
 * The room if `actor` may read it (policy/room-verdicts.ts, canReadRoom): anyone signed in reads
 * public rooms; private rooms and private chats only their members.
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

/** `readableRoom` for a room already read with the reader's membership (the rule: policy, canReadRoom). */
export function readable<R extends Room & { isMember: boolean }>(room: R | undefined): R {
  if (!room) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  const verdict = canReadRoom(room);
  if (!verdict.allow) throw new AppError('FORBIDDEN', verdict.reason);
  return room;
}
