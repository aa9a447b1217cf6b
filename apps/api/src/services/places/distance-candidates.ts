import { type Db, sql, type User, visibility } from '@nahbar/db';
import type { LatLon } from './haversine';

export interface Candidate extends User {
  /** From user_privacy_settings; null when the member never saved settings (default: shown). */
  showLocation: boolean | null;
  primaryPhotoUrl: string | null;
}

/**
 * Members the actor may see a distance to: not themselves, not banned, no block either way.
 * With an own position, those with a visible one come first, nearest first by a flat-earth
 * estimate (exact figures follow in code); the limit applies after that order.
 */
export function findDistanceCandidates(
  db: Db,
  actorId: string,
  origin: LatLon | null,
  options: { userIds?: string[] | undefined; limit: number },
): Promise<Candidate[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('userPrivacySettings as p', 'p.userId', 'u.id')
    .selectAll('u')
    .select((eb) => [
      'p.showLocation',
      eb
        .selectFrom('userPhotos as ph')
        .select('ph.photoUrl')
        .whereRef('ph.userId', '=', 'u.id')
        .where('ph.isPrimary', '=', true)
        .limit(1)
        .as('primaryPhotoUrl'),
    ])
    .where('u.id', '!=', actorId)
    .where('u.isBanned', '=', false)
    .where(visibility.notBlockedEitherWay(actorId, sql.ref('u.id')));
  if (options.userIds) query = query.where('u.id', 'in', options.userIds);
  if (origin) {
    const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
    const visible = sql<number | null>`case when coalesce(${sql.ref('p.showLocation')}, true)
      then power(${sql.ref('u.latitude')} - ${origin.latitude}, 2)
         + power((${sql.ref('u.longitude')} - ${origin.longitude}) * ${cosLat}, 2) end`;
    query = query.orderBy(visible, (ob) => ob.asc().nullsLast());
  }
  return query.orderBy('u.isOnline', 'desc').orderBy('u.username').limit(options.limit).execute();
}
