import { type TOwnLocation, ZUpdateLocationInput } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { storedLocation } from './stored-location';

/** The location tab: a member sets their city (with coordinates from a suggestion or the device). */
export async function updateLocation(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TOwnLocation> {
  const input = parseInput(ZUpdateLocationInput, rawInput);
  const stored = await storedLocation(input);
  await deps.db
    .updateTable('users')
    .set({ location: stored.location, latitude: stored.latitude, longitude: stored.longitude })
    .where('id', '=', actor.id)
    .execute();
  return stored;
}
