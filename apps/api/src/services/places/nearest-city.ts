import type { TCity } from '@nahbar/contracts';
import type { Gazetteer } from './gazetteer';
import { haversineKm, type LatLon } from './haversine';

/**
 * Farther than this from every DACH town means the device is abroad: 'Location not found'.
 * Wide enough for Liechtenstein and for villages under the gazetteer's 1000 inhabitants.
 */
export const NEAREST_CITY_MAX_KM = 25;

const KM_PER_DEGREE = 111.2;

/**
 * GeoNames gives a city one point, its centre. A rough radius from the population
 * (√population / 100 km: Zürich ≈ 6 km, Berlin ≈ 18 km, a village of 1000 ≈ 0.3 km) lets a
 * position in Zürich-Höngg count as Zürich rather than as the village across the river.
 */
export function cityRadiusKm(population: number): number {
  return Math.sqrt(population) / 100;
}

/** The town a device position lies in, or failing that is closest to, as 'use my location' names it. */
export function nearestCity(
  gazetteer: Gazetteer,
  position: LatLon,
  maxKm = NEAREST_CITY_MAX_KM,
): TCity | null {
  const index = nearestCityIndex(gazetteer, position, maxKm);
  return index === undefined ? null : gazetteer.city(index);
}

export function nearestCityIndex(gazetteer: Gazetteer, position: LatLon, maxKm: number): number | undefined {
  // A flat projection is exact enough at these distances, and fast over 10 000 towns.
  const cosLat = Math.cos((position.latitude * Math.PI) / 180);
  let best: number | undefined;
  let bestOutside = Number.POSITIVE_INFINITY;
  let bestRaw = Number.POSITIVE_INFINITY;
  for (let i = 0; i < gazetteer.size; i++) {
    const dLat = (gazetteer.lat[i] ?? 0) - position.latitude;
    const dLon = ((gazetteer.lon[i] ?? 0) - position.longitude) * cosLat;
    const raw = Math.sqrt(dLat * dLat + dLon * dLon) * KM_PER_DEGREE;
    const outside = Math.max(0, raw - cityRadiusKm(gazetteer.population[i] ?? 0));
    // Inside several towns' radii (a suburb within a big city's): the closer centre wins.
    if (outside < bestOutside || (outside === bestOutside && raw < bestRaw)) {
      best = i;
      bestOutside = outside;
      bestRaw = raw;
    }
  }
  if (best === undefined) return undefined;
  const centre = { latitude: gazetteer.lat[best] ?? 0, longitude: gazetteer.lon[best] ?? 0 };
  const outside = haversineKm(position, centre) - cityRadiusKm(gazetteer.population[best] ?? 0);
  return outside <= maxKm ? best : undefined;
}
