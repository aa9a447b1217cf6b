import type { Gazetteer } from './gazetteer';
import type { LatLon } from './haversine';
import { nearestCityIndex } from './nearest-city';
import { snapToGrid } from './privacy-rounding';
import { resolveCity } from './resolve-city';

/** A device position this close to a town is stored as that town. */
export const SNAP_TO_TOWN_KM = 10;

export interface LocationInput {
  location: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface StoredLocation {
  location: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * What is stored for a member's location: never a precise position (design: privacy by
 * default). The city they name wins, because it is what others see beside the distance;
 * otherwise the town nearest the sent coordinates; otherwise those coordinates on the ~1 km grid.
 */
export function snapLocation(gazetteer: Gazetteer, input: LocationInput): StoredLocation {
  const location = input.location.trim();
  const named = resolveCity(gazetteer, location);
  if (named.kind === 'exact') return { location, ...pointOf(gazetteer, named.index) };
  if (input.latitude == null || input.longitude == null) return { location, latitude: null, longitude: null };
  const position = { latitude: input.latitude, longitude: input.longitude };
  const town = nearestCityIndex(gazetteer, position, SNAP_TO_TOWN_KM);
  return { location, ...(town === undefined ? snapToGrid(position) : pointOf(gazetteer, town)) };
}

function pointOf(gazetteer: Gazetteer, index: number): LatLon {
  return { latitude: gazetteer.lat[index] ?? 0, longitude: gazetteer.lon[index] ?? 0 };
}
