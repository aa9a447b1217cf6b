import { RELATIONS_FALLBACK_REFETCH_MS } from '@nahbar/contracts';
import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { NO_RELATION, type Relation, relationIndex } from './friend-rules';

/** Live updates invalidate these; the slow refetch only mends an event that went missing. */
const FALLBACK = { refetchInterval: RELATIONS_FALLBACK_REFETCH_MS } as const;

/** The signed-in member's friends, requests received and requests sent. */
export function useFriendLists() {
  return {
    friends: trpc.friends.list.useQuery(undefined, FALLBACK),
    received: trpc.friends.requests.useQuery(undefined, FALLBACK),
    sent: trpc.friends.sentRequests.useQuery(undefined, FALLBACK),
  };
}

const NONE: readonly never[] = [];

/**
 * How the signed-in member relates to another, for the friend button beside each member; null
 * while the lists load.
 * Derived from the three lists rather than asked with `friends.status` per member: a panel of
 * fifty members would send fifty queries (and fifty again on every change), where the lists are
 * three queries shared with /friends and kept current by the same live event.
 */
export function useRelation(userId: string): Relation | null {
  const { friends, received, sent } = useFriendLists();
  const index = useMemo(
    () =>
      relationIndex({
        friends: friends.data ?? NONE,
        received: received.data ?? NONE,
        sent: sent.data ?? NONE,
      }),
    [friends.data, received.data, sent.data],
  );
  // Until the lists are known, no button rather than an 'Add Friend' that may be wrong.
  if (!friends.isSuccess || !received.isSuccess || !sent.isSuccess) return null;
  return index.get(userId) ?? NO_RELATION;
}

/** Members the signed-in member blocked (chat spec §2: the members panel hides them). */
export function useBlockedIds(): ReadonlySet<string> {
  const blocks = trpc.blocks.list.useQuery(undefined, FALLBACK);
  return useMemo(() => new Set((blocks.data ?? NONE).map((block) => block.blockedId)), [blocks.data]);
}
