import { type TMessagePage, ZMessagePageInput } from '@nahbar/contracts';
import { messagesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { readableRoom } from '../rooms/readable-room';
import { decodeCursor, encodeCursor } from './cursor';
import { toMessageDto } from './to-message-dto';

/**
 * One page of a room's history (chat spec §7): without a cursor the newest messages (the
 * room's initial page), with one the messages just older than it. Items are oldest first;
 * `nextCursor` leads further back while `hasMore`.
 */
export async function listMessagePage(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TMessagePage> {
  const input = parseInput(ZMessagePageInput, rawInput);
  const before = input.cursor ? decodeCursor(input.cursor) : null;
  const room = await readableRoom(deps, actor, input.roomId);
  // One extra row says whether anything older exists without a count.
  const rows = await messagesQueries.listBefore(deps.db, room.id, before, input.limit + 1);
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit).reverse();
  const oldest = page[0];
  return {
    items: page.map(toMessageDto),
    nextCursor: hasMore && oldest ? encodeCursor(oldest.sequenceId) : null,
    hasMore,
  };
}
