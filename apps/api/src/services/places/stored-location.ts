import { getGazetteer } from './gazetteer';
import { type LocationInput, type StoredLocation, snapLocation } from './snap-location';

/**
 * The location to store for a member, city-level or on the ~1 km grid (see snap-location.ts).
 * Registration and profile updates call this before writing `users.latitude/longitude`.
 */
export async function storedLocation(input: LocationInput): Promise<StoredLocation> {
  return snapLocation(await getGazetteer(), input);
}
