import { ZUserIdInput } from '@nahbar/contracts';
import { blocksQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { announceRelationChange } from '../policy/announce-relation-change';

/** Lifts a block the actor made; a friendship it ended does not come back. */
export async function unblockUser(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<{ ok: true }> {
  const { userId } = parseInput(ZUserIdInput, rawInput);
  await deps.limits.hit('relationChanges', actor.id);
  if (!(await blocksQueries.remove(deps.db, actor.id, userId)))
    throw new AppError('NOT_FOUND', 'social.notBlocked');
  await announceRelationChange(deps, actor.id, userId);
  return { ok: true };
}
