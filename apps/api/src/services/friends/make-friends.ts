import { friendsQueries, usersQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { notify } from '../notifications/notify';
import { announceRelationChange } from '../policy/announce-relation-change';

/**
 * Accepts a pending request: the request is settled and the friendship made in one
 * transaction, so a request answered twice at once makes one friendship and one winner.
 */
export async function makeFriends(deps: AppDeps, requestId: string): Promise<void> {
  const request = await deps.db.transaction().execute(async (trx) => {
    const settled = await friendsQueries.settleRequest(trx, requestId, 'accepted', new Date());
    if (!settled) return undefined;
    await friendsQueries.insertFriendship(trx, settled.senderId, settled.receiverId);
    // A request the other way, if any, has nothing left to ask.
    await friendsQueries.cancelPendingBetween(trx, settled.senderId, settled.receiverId, new Date());
    return settled;
  });
  if (!request) throw new AppError('CONFLICT', 'social.requestNotPending');
  await announceRelationChange(deps, request.senderId, request.receiverId);
  const accepter = await usersQueries.findById(deps.db, request.receiverId);
  if (accepter) {
    await notify(
      deps,
      request.senderId,
      'friend_accepted',
      (m) => ({
        title: m.notifications.friendAcceptedTitle,
        body: m.notifications.friendAcceptedBody(accepter.displayName),
      }),
      { fromUserId: accepter.id, fromName: accepter.displayName },
    );
  }
}
