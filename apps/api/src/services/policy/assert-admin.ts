import { standingQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';

/**
 * May the actor use the administration (every admin call, tRPC and REST alike): users.role is
 * 'admin', never anything the caller sends (the spec's `adminUserId` grants nothing). The role is
 * read from the table at each call as well as from the session's copy of the member: a tRPC
 * WebSocket holds the member as they were when it opened, and a role revoked since refuses at once.
 */
export async function assertAdmin(deps: AppDeps, actor: Actor): Promise<void> {
  if (actor.role !== 'admin' || (await standingQueries.roleOf(deps.db, actor.id)) !== 'admin') {
    throw new AppError('FORBIDDEN', 'auth.forbidden');
  }
}
