import type { TDistanceRecord } from '@nahbar/contracts';
import { haversineKm, type LatLon } from './haversine';
import type { RoutingClient } from './osrm-client';
import { roundDistanceKm, roundDurationMin, snapToGrid } from './privacy-rounding';

const NO_DISTANCE: TDistanceRecord = { distance: null, duration: null, distanceMode: null };

/**
 * Distance records from one member to others. Both ends are snapped to the grid first, so
 * no answer is finer than the grid. Driving figures come from the router when there is one;
 * a failed router, or a pair it cannot route, falls back to straight-line.
 */
export async function measureDistances(
  routing: RoutingClient | undefined,
  from: LatLon | null,
  to: readonly (LatLon | null)[],
): Promise<TDistanceRecord[]> {
  if (from === null) return to.map(() => NO_DISTANCE);
  const origin = snapToGrid(from);
  const targets = to.map((point) => (point === null ? null : snapToGrid(point)));
  const known = targets.flatMap((point, i) => (point === null ? [] : [{ point, i }]));

  const driving = new Map<number, TDistanceRecord>();
  if (routing && known.length > 0) {
    try {
      const legs = await routing.table(
        origin,
        known.map((k) => k.point),
      );
      legs.forEach((leg, j) => {
        const target = known[j];
        if (leg && target) {
          driving.set(target.i, {
            distance: roundDistanceKm(leg.distanceKm),
            duration: roundDurationMin(leg.durationMin),
            distanceMode: 'driving',
          });
        }
      });
    } catch {
      // Router down or slow: straight-line for everyone, as the issue asks.
    }
  }

  return targets.map((point, i) => {
    if (point === null) return NO_DISTANCE;
    return (
      driving.get(i) ?? {
        distance: roundDistanceKm(haversineKm(origin, point)),
        duration: null,
        distanceMode: 'straight_line',
      }
    );
  });
}
