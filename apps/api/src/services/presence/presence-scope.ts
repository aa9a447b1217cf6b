import { ZPresenceWatchInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import type { OnlineWatchScope } from '../../realtime/online-watch';
import { canSeeOnline } from '../policy/can';
import { relationsTo } from '../policy/relation';

/**
 * What a member's presence watch may show (realtime/online-watch.ts): members online anywhere,
 * unless they hide it from strangers (`showOnlineStatus`; friends still see it) or a block lies
 * between the two either way (policy/can.ts canSeeOnline, as for everything else that shows
 * someone online).
 */
export async function presenceScope(
  deps: AppDeps,
  viewer: Actor,
  rawInput: unknown,
): Promise<OnlineWatchScope> {
  const { userIds } = parseInput(ZPresenceWatchInput, rawInput);
  // Up to 200 members' presence at once is a page of profiles: browsing, not harvesting.
  await deps.limits.hit('profileViews', viewer.id);
  return {
    viewerId: viewer.id,
    userIds: [...new Set(userIds)],
    async visibleOnline(ids) {
      const online = await usersQueries.onlineAmong(deps.db, ids);
      if (online.length === 0) return new Set();
      const relations = await relationsTo(deps, viewer, online);
      return new Set(
        online.filter((id) => {
          const relation = relations.get(id);
          return relation !== undefined && canSeeOnline(relation);
        }),
      );
    },
  };
}
