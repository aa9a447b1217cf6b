import { SEARCH_MIN_LENGTH } from '@nahbar/contracts';
import { foldWord } from '../../search/fold-text';

/** What the invite dialog shows of a member: any friend or search record fits. */
export interface InviteCandidate {
  id: string;
  username: string;
  displayName: string;
  gender?: string | null;
  primaryPhoto?: { photoUrl: string } | null;
}

/**
 * Who may invite to a room (the server's rule, so the button shows only where it works): the
 * creator of a named private room. Private chats stay between their two participants.
 */
export function canInviteTo(
  room: { isPrivate: boolean; createdBy: string | null } | undefined,
  isDirect: boolean,
  selfId: string,
): boolean {
  return !!room && room.isPrivate && !isDirect && room.createdBy === selfId;
}

/** Whether the query is long enough for the server's member search. */
export function searchesOthers(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

function matches(candidate: InviteCandidate, words: readonly string[]): boolean {
  const name = foldWord(`${candidate.displayName} ${candidate.username}`);
  return words.every((word) => name.includes(word));
}

/**
 * The dialog's two lists: the member's friends (narrowed by the query, matched the way the
 * server's search matches) and, from a query of two characters on, other members found by
 * name. Nobody already in the room, nobody twice, never oneself.
 */
export function inviteCandidates(input: {
  friends: readonly InviteCandidate[];
  found: readonly InviteCandidate[];
  memberIds: readonly string[];
  selfId: string;
  query: string;
}): { friends: InviteCandidate[]; others: InviteCandidate[] } {
  const taken = new Set([...input.memberIds, input.selfId]);
  const words = input.query.trim().split(/\s+/).filter(Boolean).map(foldWord);
  const friends = input.friends.filter((friend) => !taken.has(friend.id) && matches(friend, words));
  const friendIds = new Set(input.friends.map((friend) => friend.id));
  const seen = new Set<string>();
  const others = searchesOthers(input.query)
    ? input.found.filter((user) => {
        if (taken.has(user.id) || friendIds.has(user.id) || seen.has(user.id)) return false;
        seen.add(user.id);
        return true;
      })
    : [];
  return { friends, others };
}
