import { usersQueries } from '@nahbar/db';

/**
 * What moderation texts call a deleted member from then on. One English phrase, not one per
 * language: moderation records are internal, written once and read by admins in any language.
 */
export const REPLACEMENT_NAME = 'a deleted member';

/**
 * A display name shorter than this is not looked for in moderation texts: one or two letters
 * ("Al", "A") cannot be told apart from ordinary words, and rewriting every such word would
 * spoil the records. Usernames are always at least USERNAME_MIN_LENGTH (3) long.
 */
export const SHORTEST_ERASED_NAME = 3;

/** The names the member goes by (username and display name, as stored now). */
export async function namesToErase(
  db: Parameters<typeof usersQueries.findById>[0],
  userId: string,
): Promise<string[]> {
  const user = await usersQueries.findById(db, userId);
  if (!user) return [];
  const names = [user.username, user.displayName.trim()].filter(
    (name) => name.length >= SHORTEST_ERASED_NAME,
  );
  return [...new Set(names)];
}
