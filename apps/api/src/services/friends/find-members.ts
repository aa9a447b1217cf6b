import type { TFriendshipStatus, TUserSearchResult } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { friendshipStatusOf } from '../policy/can';
import { relationsTo } from '../policy/relation';
import { searchUsers } from '../search/search-users';

export type FoundMember = TUserSearchResult & { friendshipStatus: TFriendshipStatus };

/** The Find tab of /friends: the member search, each result with its friendship status. */
export async function findMembers(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<FoundMember[]> {
  const results = await searchUsers(deps, actor, rawInput);
  const relations = await relationsTo(
    deps,
    actor,
    results.map((r) => r.id),
  );
  return results.map((result) => {
    const relation = relations.get(result.id);
    return { ...result, friendshipStatus: relation ? friendshipStatusOf(relation) : 'none' };
  });
}
