import type { TBlockedUser } from '@nahbar/contracts';
import { blocksQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { toBlockedUserDto } from './to-blocked-user-dto';

/** The members the actor blocked, newest first (accounts spec §3, blocked-user entry). */
export async function listBlocked(deps: AppDeps, actor: Actor): Promise<TBlockedUser[]> {
  return (await blocksQueries.listByBlocker(deps.db, actor.id)).map(toBlockedUserDto);
}
