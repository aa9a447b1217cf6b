import { type AppErrorCode, type TextKey, type TFriendRequestOutcome, ZUserIdInput } from '@nahbar/contracts';
import { friendsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { notify } from '../notifications/notify';
import { announceRelationChange } from '../policy/announce-relation-change';
import { canRequestFriendship } from '../policy/can';
import { requireRelation } from '../policy/require-relation';
import { assertNotMuted } from '../policy/standing';
import { makeFriends } from './make-friends';

/** Refusals that are about the state of things rather than permission. */
const REFUSAL_CODE: Partial<Record<TextKey, AppErrorCode>> = {
  'social.cannotFriendYourself': 'BAD_REQUEST',
  'social.alreadyFriends': 'CONFLICT',
  'social.requestAlreadySent': 'CONFLICT',
};

/**
 * Sends a friend request (accounts spec §4). Not to oneself, not across a block, not twice,
 * not to a friend; a request the other already sent is accepted instead, so two members who
 * ask each other at once end up friends rather than with two crossed requests.
 */
export async function sendFriendRequest(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TFriendRequestOutcome> {
  const { userId } = parseInput(ZUserIdInput, rawInput);
  await deps.limits.hit('friendRequests', actor.id);
  await assertNotMuted(deps, actor);
  const relation = await requireRelation(deps, actor, userId);
  const verdict = canRequestFriendship(relation);
  if (!verdict.allow) throw new AppError(REFUSAL_CODE[verdict.reason] ?? 'FORBIDDEN', verdict.reason);
  if (relation.requestReceivedId !== null) {
    await makeFriends(deps, relation.requestReceivedId);
    return { status: 'friends', requestId: relation.requestReceivedId };
  }
  try {
    const request = await friendsQueries.insertRequest(deps.db, actor.id, userId);
    await announceRelationChange(deps, actor.id, userId);
    await notify(
      deps,
      userId,
      'friend_request',
      (m) => ({
        title: m.notifications.friendRequestTitle,
        body: m.notifications.friendRequestBody(actor.displayName),
      }),
      { fromUserId: actor.id, fromName: actor.displayName, requestId: request.id },
    );
    return { status: 'pending_sent', requestId: request.id };
  } catch (error) {
    // The same request sent twice at once: the pending-pair index lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'social.requestAlreadySent');
    throw error;
  }
}
