import { type Db, sql, type User, visibility } from '@nahbar/db';
import type { LatLon } from './haversine';

export interface Candidate extends User {
  primaryPhotoUrl: string | null;
}

/**
 * Members the actor may see a distance to: not themselves, not banned, no block either way;
 * without a list of ids, only those the actor could find in member search (the list would
 * otherwise name members who chose not to be found). Ordered by what the actor may see only:
 * a distance the member hides sorts as unknown (last), an online status they hide as offline,
 * so neither the order nor the cut at `limit` tells a hidden value. Nearest first by a
 * flat-earth estimate (exact figures follow in code).
 */
export function findDistanceCandidates(
  db: Db,
  actorId: string,
  origin: LatLon | null,
  options: { userIds?: string[] | undefined; limit: number },
): Promise<Candidate[]> {
  const memberId = sql.ref<string>('u.id');
  let query = db
    .selectFrom('users as u')
    .leftJoin('userPrivacySettings as p', 'p.userId', 'u.id')
    .selectAll('u')
    .select((eb) =>
      eb
        .selectFrom('userPhotos as ph')
        .select('ph.photoUrl')
        .whereRef('ph.userId', '=', 'u.id')
        .where('ph.isPrimary', '=', true)
        .limit(1)
        .as('primaryPhotoUrl'),
    )
    .where('u.id', '!=', actorId)
    .where('u.isBanned', '=', false)
    .where(visibility.notBlockedEitherWay(actorId, memberId));
  // Named ids are members the actor already sees (the online panel, a profile): no search rule.
  query = options.userIds
    ? query.where('u.id', 'in', options.userIds)
    : query.where(visibility.discoverableBy(actorId, memberId));
  if (origin) {
    const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
    const shown = sql<number | null>`case when ${visibility.locationShownTo(actorId, memberId)}
      then power(${sql.ref('u.latitude')} - ${origin.latitude}, 2)
         + power((${sql.ref('u.longitude')} - ${origin.longitude}) * ${cosLat}, 2) end`;
    query = query.orderBy(shown, (ob) => ob.asc().nullsLast());
  }
  const online = sql<boolean>`(${sql.ref('u.isOnline')} and ${visibility.onlineShownTo(actorId, memberId)})`;
  return query.orderBy(online, 'desc').orderBy('u.username').limit(options.limit).execute();
}
