import { sql } from 'kysely';
import type { Db } from '../create-db';
import type { User } from '../schema';
import { discoverableBy, locationShownTo, notBanned, notBlockedEitherWay, onlineShownTo } from './visibility';

type Executor = Pick<Db, 'selectFrom' | 'updateTable'>;

/** A member the distance list may show, with their primary photo. */
export interface DistanceCandidate extends User {
  primaryPhotoUrl: string | null;
}

/**
 * Members the actor may see a distance to: not themselves, not banned, no block either way
 * (the policy's fragments, visibility.ts); without a list of ids, only those the actor could
 * find in member search (the list would otherwise name members who chose not to be found).
 * Ordered by what the actor may see only: a distance the member hides sorts as unknown (last),
 * an online status they hide as offline, so neither the order nor the cut at `limit` tells a
 * hidden value. Nearest first by a flat-earth estimate (exact figures follow in code).
 */
export function distanceCandidates(
  db: Executor,
  actorId: string,
  origin: { latitude: number; longitude: number } | null,
  options: { userIds?: string[] | undefined; limit: number },
): Promise<DistanceCandidate[]> {
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
    .where(notBanned(sql.ref('u.isBanned')))
    .where(notBlockedEitherWay(actorId, memberId));
  // Named ids are members the actor already sees (the online panel, a profile): no search rule.
  query = options.userIds
    ? query.where('u.id', 'in', options.userIds)
    : query.where(discoverableBy(actorId, memberId));
  if (origin) {
    const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
    const shown = sql<number | null>`case when ${locationShownTo(actorId, memberId)}
      then power(${sql.ref('u.latitude')} - ${origin.latitude}, 2)
         + power((${sql.ref('u.longitude')} - ${origin.longitude}) * ${cosLat}, 2) end`;
    query = query.orderBy(shown, (ob) => ob.asc().nullsLast());
  }
  const online = sql<boolean>`(${sql.ref('u.isOnline')} and ${onlineShownTo(actorId, memberId)})`;
  return query.orderBy(online, 'desc').orderBy('u.username').limit(options.limit).execute();
}

/** Stores the member's city and its point (null coordinates when the city has none). */
export async function setLocation(
  db: Executor,
  userId: string,
  place: { location: string; latitude: number | null; longitude: number | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ location: place.location, latitude: place.latitude, longitude: place.longitude })
    .where('id', '=', userId)
    .execute();
}
