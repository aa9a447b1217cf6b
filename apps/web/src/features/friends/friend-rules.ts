import {
  FRIEND_SEARCH_MIN_FRIENDS,
  type Messages,
  type TFriend,
  type TFriendRequest,
  type TFriendshipStatus,
} from '@nahbar/contracts';

/** Accounts spec §2: the friends search box shows only when there are more than 3 friends. */
export function showFriendSearch(friendCount: number): boolean {
  return friendCount >= FRIEND_SEARCH_MIN_FRIENDS;
}

/** Friends whose display name or username contains the query, ignoring case and outer spaces. */
export function filterFriends(friends: readonly TFriend[], query: string): TFriend[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...friends];
  return friends.filter(
    ({ friend }) =>
      friend.displayName.toLocaleLowerCase().includes(needle) ||
      friend.username.toLocaleLowerCase().includes(needle),
  );
}

/** Accounts spec §2: the Requests tab's badge counts received and sent requests together. */
export function requestsBadge(received: number, sent: number): number {
  return received + sent;
}

/** Accounts spec §2: the badge of a Find result; none for a stranger, who gets 'Add Friend'. */
export function statusBadge(m: Messages, status: TFriendshipStatus): string | null {
  switch (status) {
    case 'friends':
      return m.friends.statusFriends;
    case 'pending_sent':
      return m.friends.statusRequestSent;
    case 'pending_received':
      return m.friends.statusRequestReceived;
    case 'none':
      return null;
  }
}

/** What links the signed-in member to another, with the request to answer or cancel if any. */
export interface Relation {
  status: TFriendshipStatus;
  requestId: string | null;
}

export const NO_RELATION: Relation = { status: 'none', requestId: null };

interface RelationLists {
  friends: readonly TFriend[];
  received: readonly TFriendRequest[];
  sent: readonly TFriendRequest[];
}

/**
 * Every member the signed-in member is linked to, by user id, from the three lists. A
 * friendship wins over a request (a stale list may still hold the accepted one), and a request
 * received wins over one sent (answering it is what the server would do with a new send).
 */
export function relationIndex({ friends, received, sent }: RelationLists): ReadonlyMap<string, Relation> {
  const index = new Map<string, Relation>();
  for (const request of sent)
    index.set(request.receiver.id, { status: 'pending_sent', requestId: request.id });
  for (const request of received)
    index.set(request.sender.id, { status: 'pending_received', requestId: request.id });
  for (const { friend } of friends) index.set(friend.id, { status: 'friends', requestId: null });
  return index;
}
