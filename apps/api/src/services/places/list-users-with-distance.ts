import { type TUserWithDistance, ZUsersWithDistanceInput } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { toPublicUser } from '../users/to-session-user';
import { findDistanceCandidates } from './distance-candidates';
import { foldName } from './fold-name';
import { type Gazetteer, getGazetteer } from './gazetteer';
import type { LatLon } from './haversine';
import { measureDistances } from './measure-distances';
import { routingFor } from './routing';

/**
 * Other members with the distance to the caller (chat spec §7, `GET /api/users/with-distance`).
 * Positions never leave the server: each record is a public user plus rounded distance
 * figures measured between snapped points. A member who hides their location
 * (`showLocation` off) gets neither a distance nor a city.
 */
export async function listUsersWithDistance(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TUserWithDistance[]> {
  const input = parseInput(ZUsersWithDistanceInput, rawInput ?? {});
  if (input.userIds?.length === 0) return [];
  const gazetteer = await getGazetteer();
  const origin = positionOf(gazetteer, actor);
  const candidates = await findDistanceCandidates(deps.db, actor.id, origin, input);
  const hidden = candidates.map((c) => c.showLocation === false);
  const records = await measureDistances(
    routingFor(deps.config.osrmUrl),
    origin,
    candidates.map((c, i) => (hidden[i] ? null : positionOf(gazetteer, c))),
  );
  const users = candidates.map((candidate, i) => {
    const user = toPublicUser(candidate, candidate.primaryPhotoUrl);
    const record = records[i] ?? { distance: null, duration: null, distanceMode: null };
    return { ...user, location: hidden[i] ? null : user.location, ...record };
  });
  // Nearest first; members without a distance keep the database order (online first) at the end.
  return users
    .map((user, order) => ({ user, order }))
    .sort(
      (a, b) =>
        (a.user.distance ?? Number.POSITIVE_INFINITY) - (b.user.distance ?? Number.POSITIVE_INFINITY) ||
        a.order - b.order,
    )
    .map(({ user }) => user);
}

/**
 * Where a member is for distances: their stored point, or else the centre of the city they
 * named (members whose sign-up found no coordinates still get distances).
 */
function positionOf(
  gazetteer: Gazetteer,
  user: { latitude: number | null; longitude: number | null; location: string },
): LatLon | null {
  if (user.latitude !== null && user.longitude !== null) {
    return { latitude: user.latitude, longitude: user.longitude };
  }
  const index = gazetteer.exact.get(foldName(user.location));
  if (index === undefined) return null;
  return { latitude: gazetteer.lat[index] ?? 0, longitude: gazetteer.lon[index] ?? 0 };
}
