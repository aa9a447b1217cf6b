import { type TFriendshipStatus, ZRespondFriendRequestInput } from '@nahbar/contracts';
import { friendsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { announceRelationChange } from '../policy/announce-relation-change';
import { canRequestFriendship } from '../policy/can';
import { requireRelation } from '../policy/require-relation';
import { makeFriends } from './make-friends';
import { pendingRequestOf } from './pending-request-of';

/** The receiver accepts or declines a pending request (accounts spec §4). */
export async function respondFriendRequest(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ status: TFriendshipStatus }> {
  const { requestId, action } = parseInput(ZRespondFriendRequestInput, rawInput);
  await deps.limits.hit('relationChanges', actor.id);
  const request = await pendingRequestOf(deps, requestId);
  if (request.receiverId !== actor.id) {
    // The sender learns nothing more than that they may not answer their own request.
    if (request.senderId === actor.id) throw new AppError('FORBIDDEN', 'social.onlyReceiverResponds');
    throw new AppError('NOT_FOUND', 'social.requestNotFound');
  }
  if (action === 'decline') {
    if (!(await friendsQueries.settleRequest(deps.db, requestId, 'declined', new Date()))) {
      throw new AppError('CONFLICT', 'social.requestNotPending');
    }
    await announceRelationChange(deps, request.senderId, actor.id);
    return { status: 'none' };
  }
  // A block made after the request was sent ends it (blocks cancel pending requests); this
  // re-check covers a block and an accept racing each other.
  const verdict = canRequestFriendship(await requireRelation(deps, actor, request.senderId));
  if (!verdict.allow && verdict.reason !== 'social.requestAlreadySent') {
    throw new AppError('FORBIDDEN', verdict.reason);
  }
  await makeFriends(deps, requestId);
  return { status: 'friends' };
}
