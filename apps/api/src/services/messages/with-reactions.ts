import type { TMessage, TReactionSummary } from '@nahbar/contracts';
import { messageChangesQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';

/**
 * History as the reader sees it, reactions included: one query for the page, without the
 * reactions of members hidden from the reader (a block either way), as their messages are.
 */
export async function withReactions(
  deps: AppDeps,
  items: TMessage[],
  hidden: ReadonlySet<string>,
): Promise<TMessage[]> {
  const shown = items.filter((item) => !item.removed);
  const rows = await messageChangesQueries.reactionsTo(
    deps.db,
    shown.map((item) => item.id),
    [...hidden],
  );
  if (rows.length === 0) return items;
  const byMessage = new Map<string, TReactionSummary[]>();
  for (const { messageId, ...summary } of rows) {
    const list = byMessage.get(messageId) ?? [];
    list.push(summary);
    byMessage.set(messageId, list);
  }
  return items.map((item) => {
    const reactions = byMessage.get(item.id);
    return reactions ? { ...item, reactions } : item;
  });
}
