import type { TFriend, TFriendRequest } from '@nahbar/contracts';
import { friendsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { listUsersFor } from './list-users-for';

/** The member's friends, newest friendship first (accounts spec §3, `{friends}`). */
export async function listFriends(deps: AppDeps, actor: Actor): Promise<TFriend[]> {
  const rows = await friendsQueries.listFriendships(deps.db, actor.id);
  const users = await listUsersFor(
    deps,
    actor,
    rows.map((r) => r.friendId),
  );
  return rows.flatMap((row) => {
    const friend = users.get(row.friendId);
    return friend ? [{ id: row.id, createdAt: row.createdAt.toISOString(), friend }] : [];
  });
}

/** Pending requests the member received or sent, newest first, with both sides. */
export async function listFriendRequests(
  deps: AppDeps,
  actor: Actor,
  side: 'received' | 'sent',
): Promise<TFriendRequest[]> {
  const rows = await friendsQueries.listPending(deps.db, actor.id, side);
  const users = await listUsersFor(deps, actor, [
    ...new Set(rows.flatMap((r) => [r.senderId, r.receiverId])),
  ]);
  return rows.flatMap((row) => {
    const sender = users.get(row.senderId);
    const receiver = users.get(row.receiverId);
    if (!sender || !receiver) return [];
    return [{ id: row.id, createdAt: row.createdAt.toISOString(), sender, receiver }];
  });
}
