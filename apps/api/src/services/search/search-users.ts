import { type TUserSearchResult, ZSearchInput } from '@nahbar/contracts';
import { searchQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';

/**
 * Members by username or display name, prefix matches first, then similar spellings.
 * Users who turned discoverability off, banned users and anyone blocked in either direction
 * never appear.
 */
export async function searchUsers(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TUserSearchResult[]> {
  const { q, limit } = parseInput(ZSearchInput, rawInput);
  const rows = await searchQueries.users(deps.db, actor.id, q, limit);
  const photos = await usersQueries.primaryPhotoUrls(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const photoUrl = photos.get(r.id);
    return { ...r, primaryPhoto: photoUrl ? { photoUrl } : null };
  });
}
