import { type TRoom, textRef, ZCreateRoomInput } from '@nahbar/contracts';
import { roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { assertNotMuted } from '../policy/standing';
import { announceNewRoom } from './announce-new-room';
import { toRoomDto } from './to-room-dto';

/**
 * Creates a named room with the actor as its first member (chat spec §2, Create Room).
 * Names are unique ignoring case; the 409's message contains "already exists", which the
 * client turns into its own toast (chat spec §8). A member creates rooms within a rate and
 * up to a number in all (limits/rules.ts): every room lengthens everyone's room list, live
 * (announce-new-room.ts).
 */
export async function createRoom(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TRoom> {
  const input = parseInput(ZCreateRoomInput, rawInput);
  await deps.limits.hit('roomCreation', actor.id);
  await assertNotMuted(deps, actor);
  const { enabled, roomsPerMember } = deps.limits.config;
  if (enabled && (await roomsQueries.countNamedCreatedBy(deps.db, actor.id)) >= roomsPerMember) {
    throw new AppError('FORBIDDEN', textRef('limits.roomCap', roomsPerMember));
  }
  const taken = () => new AppError('CONFLICT', 'chat.roomAlreadyExists');
  if (await roomsQueries.findNamedByName(deps.db, input.name)) throw taken();
  const room = await deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await roomsQueries.insert(trx, {
        name: input.name,
        description: input.description,
        isPrivate: input.isPrivate,
        createdBy: actor.id,
      });
      await roomMembersQueries.add(trx, created.id, actor.id);
      return created;
    })
    .catch((error: unknown) => {
      // Two creators racing for one name: the unique index decides.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    });
  await announceNewRoom(deps, room, 1);
  return toRoomDto(deps, actor, room);
}
