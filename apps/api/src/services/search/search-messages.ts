import { type TMessageSearchResult, ZSearchInput } from '@nahbar/contracts';
import { searchQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { searchUserViews } from './search-user-views';
import { searchWords } from './search-words';

/**
 * Full-text search over the messages of rooms and chats the actor belongs to (chat spec §2).
 * Results are newest first: in a chat, the latest mention of a word is usually the one sought.
 */
export async function searchMessages(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TMessageSearchResult[]> {
  const { q, limit } = parseInput(ZSearchInput, rawInput);
  await deps.limits.hit('searches', actor.id);
  const words = searchWords(q);
  if (words.length === 0) return [];
  const rows = await searchQueries.messages(deps.db, actor.id, words, limit);
  const users = await searchUserViews(
    deps,
    actor,
    rows.map((r) => ({
      id: r.userId,
      username: r.username,
      displayName: r.displayName,
      gender: r.gender,
      bio: r.bio,
    })),
  );
  return rows.flatMap((r) => {
    const user = users.get(r.userId);
    if (!user) return [];
    return {
      id: r.id,
      roomId: r.roomId,
      sequenceId: r.sequenceId,
      content: r.content,
      messageType: r.messageType,
      createdAt: r.createdAt.toISOString(),
      room: { id: r.roomId, name: r.roomName, isPrivate: r.roomIsPrivate, isDirect: r.roomIsDirect },
      user,
    };
  });
}
