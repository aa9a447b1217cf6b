import { type TUserSearchResult, ZSearchInput } from '@nahbar/contracts';
import { searchQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { searchUserViews } from './search-user-views';

/**
 * Members by username or display name, prefix matches first, then similar spellings.
 * Users who turned discoverability off (unless friends), banned users and anyone blocked in
 * either direction never appear; bio and photo show as the member's privacy allows.
 */
export async function searchUsers(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TUserSearchResult[]> {
  const { q, limit } = parseInput(ZSearchInput, rawInput);
  await deps.limits.hit('searches', actor.id);
  const rows = await searchQueries.users(deps.db, actor.id, q, limit);
  const views = await searchUserViews(deps, actor, rows);
  return rows.flatMap((r) => views.get(r.id) ?? []);
}
