import type { TDistanceRecord } from '@nahbar/contracts';
import { CHAT_DATA_STALE_MS } from '@nahbar/contracts';
import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';

const NONE: ReadonlyMap<string, TDistanceRecord> = new Map();

/**
 * Distances to the given members (the online panel, a profile), by user id, for
 * `<DistanceBadge {...distances.get(id)} />`. Computed on the server; no positions come back.
 */
export function useMemberDistances(userIds: readonly string[]): ReadonlyMap<string, TDistanceRecord> {
  // One cache entry per set of members, whatever their order on screen.
  const ids = useMemo(() => [...new Set(userIds)].sort(), [userIds]);
  const query = trpc.places.usersWithDistance.useQuery(
    { userIds: ids, limit: Math.max(1, ids.length) },
    { enabled: ids.length > 0, staleTime: CHAT_DATA_STALE_MS },
  );
  return useMemo(() => {
    if (!query.data) return NONE;
    return new Map(
      query.data.map((user) => [
        user.id,
        { distance: user.distance, duration: user.duration, distanceMode: user.distanceMode },
      ]),
    );
  }, [query.data]);
}
