import { type TUserWithDistance, ZUsersWithDistanceInput } from '@nahbar/contracts';
import { placesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { projectUsersFor } from '../policy/project-users';
import { foldName } from './fold-name';
import { type Gazetteer, getGazetteer } from './gazetteer';
import type { LatLon } from './haversine';
import { measureDistances } from './measure-distances';
import { routingFor } from './routing';

/**
 * Other members with the distance to the caller (chat spec §7, `GET /api/users/with-distance`).
 * Positions never leave the server: each record is a public user plus rounded distance
 * figures measured between snapped points, each member seen through the policy: one whose
 * city the viewer may not see (`showLocation` off, a friends-only or private profile) gets
 * neither a distance nor a city. Without ids, only members the caller could find in search.
 */
export async function listUsersWithDistance(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TUserWithDistance[]> {
  const input = parseInput(ZUsersWithDistanceInput, rawInput ?? {});
  // One call shows up to 500 members: it counts as a profile view, once per call (the online
  // panel asks again whenever its members change).
  await deps.limits.hit('profileViews', actor.id);
  if (input.userIds?.length === 0) return [];
  const gazetteer = await getGazetteer();
  const origin = positionOf(gazetteer, actor);
  const candidates = await placesQueries.distanceCandidates(deps.db, actor.id, origin, input);
  const shown = await projectUsersFor(deps, actor, candidates);
  // No city shown, no distance: the member's privacy (showLocation, profile visibility) decides.
  const hidden = candidates.map((c) => (shown.get(c.id)?.location ?? null) === null);
  const records = await measureDistances(
    routingFor(deps.config.osrmUrl),
    origin,
    candidates.map((c, i) => (hidden[i] ? null : positionOf(gazetteer, c))),
  );
  const users = candidates.flatMap((candidate, i) => {
    const user = shown.get(candidate.id);
    const record = records[i] ?? { distance: null, duration: null, distanceMode: null };
    return user ? [{ ...user, ...record }] : [];
  });
  // Ordered and cut by the projected values only, never by a hidden distance or online status.
  return users.sort(byShownValues).slice(0, input.limit);
}

/** Nearest first, unknown distances last; then online before offline; then by username. */
function byShownValues(a: TUserWithDistance, b: TUserWithDistance): number {
  const far = Number.POSITIVE_INFINITY;
  return (
    (a.distance ?? far) - (b.distance ?? far) ||
    Number(b.isOnline) - Number(a.isOnline) ||
    (a.username < b.username ? -1 : a.username > b.username ? 1 : 0)
  );
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
