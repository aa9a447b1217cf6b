import { type TMessageList, ZMessagesSinceInput } from '@nahbar/contracts';
import { messagesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { hiddenSendersFor } from '../policy/hidden-senders';
import { readableRoom } from '../rooms/readable-room';
import { toMessageDto } from './to-message-dto';
import { withReactions } from './with-reactions';

/**
 * Messages created after an ISO time, oldest first, at most `limit` (default and cap 100):
 * the reconnect catch-up of chat spec §4. When more were missed, the earliest come back so
 * that asking again from the last one's time continues without a hole.
 */
export async function listMessagesSince(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TMessageList> {
  const input = parseInput(ZMessagesSinceInput, rawInput);
  const room = await readableRoom(deps, actor, input.roomId);
  const [rows, hidden] = await Promise.all([
    messagesQueries.listSince(deps.db, room.id, new Date(input.timestamp), input.limit),
    hiddenSendersFor(deps, actor),
  ]);
  // Messages of anyone across a block either way stay out (policy/hidden-senders.ts).
  const items = rows.filter((row) => !hidden.has(row.userId)).map(toMessageDto);
  return { items: await withReactions(deps, items, hidden) };
}
