import { type TRoom, ZRoomIdInput } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { readableRoom } from './readable-room';
import { toRoomDto } from './to-room-dto';

/** A room with its members (chat spec §7, `GET /api/rooms/{roomId}`). */
export async function getRoom(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TRoom> {
  const { roomId } = parseInput(ZRoomIdInput, rawInput);
  return toRoomDto(deps, actor, await readableRoom(deps, actor, roomId));
}
