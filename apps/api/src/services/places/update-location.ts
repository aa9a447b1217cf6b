import { type TOwnLocation, ZUpdateLocationInput } from '@nahbar/contracts';
import { placesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { storedLocation } from './stored-location';

/** The location tab: a member sets their city (with coordinates from a suggestion or the device). */
export async function updateLocation(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TOwnLocation> {
  const input = parseInput(ZUpdateLocationInput, rawInput);
  const stored = await storedLocation(input);
  await placesQueries.setLocation(deps.db, actor.id, stored);
  return stored;
}
