import { type TRoomSearchResult, ZSearchInput } from '@nahbar/contracts';
import { searchQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';

/** Public rooms and the actor's private rooms whose name or description matches. */
export async function searchRooms(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TRoomSearchResult[]> {
  const { q, limit } = parseInput(ZSearchInput, rawInput);
  await deps.limits.hit('searches', actor.id);
  return searchQueries.rooms(deps.db, actor.id, q, limit);
}
