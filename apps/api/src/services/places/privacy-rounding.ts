import type { LatLon } from './haversine';

/**
 * A stored or compared position is never finer than this grid: 0.01° is about 1.1 km
 * north–south and 0.7 km east–west in DACH. Distances between members are computed on
 * snapped points only, so however often someone moves their own point and asks again,
 * the best they can learn about another member is which grid cell (or, mostly, which
 * town, see snap-location.ts) they are in.
 */
export const LOCATION_GRID_DEGREES = 0.01;

export function snapToGrid(point: LatLon): LatLon {
  const snap = (value: number) =>
    Number((Math.round(value / LOCATION_GRID_DEGREES) * LOCATION_GRID_DEGREES).toFixed(2));
  return { latitude: snap(point.latitude), longitude: snap(point.longitude) };
}

/**
 * Kilometres as shown to members: 0.1 km steps under 10 km, whole kilometres above (the
 * display shows no more, chat spec §9), and never finer than the grid beneath it.
 */
export function roundDistanceKm(km: number): number {
  if (km < 10) return Math.round(km * 10) / 10;
  return Math.round(km);
}

/** Driving minutes, whole. */
export function roundDurationMin(minutes: number): number {
  return Math.round(minutes);
}
