import { type TMessage, ZMessagesAfterInput } from '@nahbar/contracts';
import { messagesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { readableRoom } from '../rooms/readable-room';
import { toMessageDto } from './to-message-dto';

/**
 * The messages after a sequence id, oldest first, at most `limit` (default and cap 100):
 * what a resumed subscription replays before live events, so nothing is lost or doubled.
 */
export async function listMessagesAfter(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TMessage[]> {
  const input = parseInput(ZMessagesAfterInput, rawInput);
  const room = await readableRoom(deps, actor, input.roomId);
  const rows = await messagesQueries.listAfterSequence(deps.db, room.id, input.afterSequenceId, input.limit);
  return rows.map(toMessageDto);
}
