import { type FriendRequest, friendsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';

/** A request that is still pending; 404 for none, 409 for one already answered. */
export async function pendingRequestOf(deps: AppDeps, requestId: string): Promise<FriendRequest> {
  const request = await friendsQueries.findRequest(deps.db, requestId);
  if (!request) throw new AppError('NOT_FOUND', 'social.requestNotFound');
  if (request.status !== 'pending') throw new AppError('CONFLICT', 'social.requestNotPending');
  return request;
}
