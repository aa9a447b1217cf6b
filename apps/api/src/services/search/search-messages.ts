import { type TMessageSearchResult, ZSearchInput } from '@nahbar/contracts';
import { searchQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
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
  const words = searchWords(q);
  if (words.length === 0) return [];
  const rows = await searchQueries.messages(deps.db, actor.id, words, limit);
  const photos = await usersQueries.primaryPhotoUrls(
    deps.db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => {
    const photoUrl = photos.get(r.userId);
    return {
      id: r.id,
      roomId: r.roomId,
      sequenceId: r.sequenceId,
      content: r.content,
      messageType: r.messageType,
      createdAt: r.createdAt.toISOString(),
      room: { id: r.roomId, name: r.roomName, isPrivate: r.roomIsPrivate, isDirect: r.roomIsDirect },
      user: {
        id: r.userId,
        username: r.username,
        displayName: r.displayName,
        gender: r.gender,
        bio: r.bio,
        primaryPhoto: photoUrl ? { photoUrl } : null,
      },
    };
  });
}
