import { relationsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';

/**
 * Whose room messages the viewer does not see: the members the viewer blocked. Their messages
 * stay for everyone else (accounts spec: a block hides them from the blocker only).
 */
export async function hiddenSendersFor(deps: AppDeps, viewer: Actor): Promise<ReadonlySet<string>> {
  const { blocked } = await relationsQueries.blocksOf(deps.db, viewer.id);
  return new Set(blocked);
}
