import { UNREAD_COUNT_CAP } from '@nahbar/contracts';
import { mailDigestsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import type { DigestRoom } from '../../mail/mail-kinds';

/** What happened for a member since a moment, as a digest tells it. */
export interface DigestContent {
  /** Rooms with unread messages from the period, most first, at most `roomLimit`. */
  rooms: DigestRoom[];
  /** Unread messages of the period that mention the member. */
  mentions: number;
  /** Friend requests of the period still waiting for an answer. */
  friendRequests: number;
  /** Friendships made in the period. */
  newFriends: number;
}

/**
 * Gathers a digest from the database: the member's rooms as the sidebar counts them (blocked
 * members' messages left out, rooms they cannot see or set to "nothing" left out), a room set to
 * "mentions only" only when it mentions them, and the social news of the period.
 */
export async function digestContent(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  since: Date,
  roomLimit: number,
): Promise<DigestContent> {
  const [rooms, friendRequests, newFriends] = await Promise.all([
    mailDigestsQueries.unreadRoomsSince(deps.db, userId, since, UNREAD_COUNT_CAP),
    mailDigestsQueries.pendingRequestsSince(deps.db, userId, since),
    mailDigestsQueries.newFriendsSince(deps.db, userId, since),
  ]);
  const shown = rooms.filter((room) => room.level === 'all' || room.mentions > 0);
  return {
    rooms: shown.slice(0, roomLimit).map((room) => ({ name: room.name, unread: room.unread })),
    mentions: shown.reduce((sum, room) => sum + room.mentions, 0),
    friendRequests,
    newFriends,
  };
}
