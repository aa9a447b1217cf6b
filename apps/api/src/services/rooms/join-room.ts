import { type TRoom, ZRoomIdInput } from '@nahbar/contracts';
import { roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { addMember } from './add-member';
import { toRoomDto } from './to-room-dto';

/**
 * Joins a room: anyone a public one; a private room (or chat) only its members, for whom
 * joining changes nothing. New members are announced with `user_joined`.
 */
export async function joinRoom(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TRoom> {
  const { roomId } = parseInput(ZRoomIdInput, rawInput);
  const room = await roomsQueries.findById(deps.db, roomId);
  if (!room) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  if (room.isPrivate) {
    if (!(await roomMembersQueries.isMember(deps.db, room.id, actor.id))) {
      throw new AppError('FORBIDDEN', 'chat.notAMember');
    }
  } else {
    await addMember(deps, room.id, actor.id);
  }
  return toRoomDto(deps, actor, room);
}
