import { relationsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';

/**
 * Whose room messages the viewer does not see: everyone across a block either way, the members
 * the viewer blocked and those who blocked the viewer (hiddenByBlock in can.ts; README.md beside
 * this file says why both ways). Their messages stay for everyone else. History, `/since`, unread
 * counts and the sidebar's activity ask here; live room readers hold the same two sets
 * (realtime/reader-view.ts) and message search the SQL form (visibility.ts, notBlockedEitherWay).
 */
export async function hiddenSendersFor(deps: AppDeps, viewer: Actor): Promise<ReadonlySet<string>> {
  const { blocked, blockedBy } = await relationsQueries.blocksOf(deps.db, viewer.id);
  return new Set([...blocked, ...blockedBy]);
}
