import { type TMessagePage, ZMessagePageInput } from '@nahbar/contracts';
import { messagesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { hiddenSendersFor } from '../policy/hidden-senders';
import { readableRoom } from '../rooms/readable-room';
import { decodeCursor, encodeCursor } from './cursor';
import { toMessageDto } from './to-message-dto';
import { withReactions } from './with-reactions';

/**
 * One page of a room's history (chat spec §7): without a cursor the newest messages (the
 * room's initial page); with one, the messages just older or just newer than it. Items are
 * oldest first; `nextCursor` leads further back while `hasMore`, `prevCursor` forward
 * again while newer messages exist. Messages of anyone across a block either way are left out of
 * the items, not of the cursors, so paging goes on past them.
 */
export async function listMessagePage(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TMessagePage> {
  const input = parseInput(ZMessagePageInput, rawInput);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const room = await readableRoom(deps, actor, input.roomId);
  const hidden = await hiddenSendersFor(deps, actor);
  // One extra row says whether anything further exists without a count.
  if (cursor?.direction === 'newer') {
    const rows = await messagesQueries.listAfterSequence(
      deps.db,
      room.id,
      cursor.sequenceId,
      input.limit + 1,
    );
    const page = rows.slice(0, input.limit);
    // The cursor's own message is older than this page.
    return pageOf(deps, page, hidden, { hasOlder: page.length > 0, hasNewer: rows.length > input.limit });
  }
  const rows = await messagesQueries.listBefore(
    deps.db,
    room.id,
    cursor?.sequenceId ?? null,
    input.limit + 1,
  );
  const page = rows.slice(0, input.limit).reverse();
  // Below a cursor, the cursor's own message is newer than this page.
  return pageOf(deps, page, hidden, { hasOlder: rows.length > input.limit, hasNewer: cursor !== null });
}

type MessageRow = messagesQueries.MessageRow;

async function pageOf(
  deps: AppDeps,
  page: MessageRow[],
  hidden: ReadonlySet<string>,
  more: { hasOlder: boolean; hasNewer: boolean },
): Promise<TMessagePage> {
  const oldest = page[0];
  const newest = page.at(-1);
  const items = page.filter((row) => !hidden.has(row.userId)).map(toMessageDto);
  return {
    items: await withReactions(deps, items, hidden),
    nextCursor: more.hasOlder && oldest ? encodeCursor(oldest.sequenceId, 'older') : null,
    prevCursor: more.hasNewer && newest ? encodeCursor(newest.sequenceId, 'newer') : null,
    hasMore: more.hasOlder,
  };
}
