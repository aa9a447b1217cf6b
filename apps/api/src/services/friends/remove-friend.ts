import { ZUserIdInput } from '@nahbar/contracts';
import { friendsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { announceRelationChange } from '../policy/announce-relation-change';

/** Either friend ends the friendship (accounts spec §4). */
export async function removeFriend(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ status: 'none' }> {
  const { userId } = parseInput(ZUserIdInput, rawInput);
  await deps.limits.hit('relationChanges', actor.id);
  if (!(await friendsQueries.deleteFriendship(deps.db, actor.id, userId))) {
    throw new AppError('NOT_FOUND', 'social.notFriends');
  }
  await announceRelationChange(deps, actor.id, userId);
  return { status: 'none' };
}
