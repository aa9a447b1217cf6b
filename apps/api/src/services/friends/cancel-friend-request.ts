import { ZFriendRequestIdInput } from '@nahbar/contracts';
import { friendsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { announceRelationChange } from '../policy/announce-relation-change';
import { pendingRequestOf } from './pending-request-of';

/** The sender withdraws a pending request (accounts spec §4). */
export async function cancelFriendRequest(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ status: 'none' }> {
  const { requestId } = parseInput(ZFriendRequestIdInput, rawInput);
  await deps.limits.hit('relationChanges', actor.id);
  const request = await pendingRequestOf(deps, requestId);
  if (request.senderId !== actor.id) {
    if (request.receiverId === actor.id) throw new AppError('FORBIDDEN', 'social.onlySenderCancels');
    throw new AppError('NOT_FOUND', 'social.requestNotFound');
  }
  if (!(await friendsQueries.settleRequest(deps.db, requestId, 'cancelled', new Date()))) {
    throw new AppError('CONFLICT', 'social.requestNotPending');
  }
  await announceRelationChange(deps, actor.id, request.receiverId);
  return { status: 'none' };
}
