import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The rules a send must pass, as SQL over the aliases of the statement that judges it: the
 * grouped statement (message-sends.ts) words a verdict from each, the plain send's
 * (message-send-plain.ts) stores only where none holds. Written once, so the two cannot
 * judge the same send differently. They are the SQL form of the policy's rules for a write
 * (policy/standing.ts muteActive, policy/room-verdicts.ts canReadRoom and canWriteTo,
 * can.ts hiddenByBlock).
 */

/** The sender `user` is muted at `now` (a mute without an end holds until lifted). */
export function muteHolds(user: string, now: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${user}.is_muted`)} AND (${sql.ref(`${user}.muted_until`)} IS NULL
    OR ${sql.ref(`${user}.muted_until`)} > ${now}))`;
}

/** `userId` is a member of the room `roomId`. */
export function isMemberOf(roomId: RawBuilder<unknown>, userId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (
    SELECT 1 FROM room_members rm WHERE rm.room_id = ${roomId} AND rm.user_id = ${userId})`;
}

/** The private chat `room` was closed by one of its two members. */
export function chatClosed(room: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${room}.is_direct`)} AND ${sql.ref(`${room}.closed_at`)} IS NOT NULL)`;
}

/** In the private chat `room`, `userId` and the other member have blocked one another, either way. */
export function chatBlocked(room: string, userId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${room}.is_direct`)} AND EXISTS (
    SELECT 1 FROM room_members other JOIN blocked_users b
      ON (b.blocker_id = ${userId} AND b.blocked_id = other.user_id)
      OR (b.blocker_id = other.user_id AND b.blocked_id = ${userId})
    WHERE other.room_id = ${sql.ref(`${room}.id`)} AND other.user_id <> ${userId}))`;
}
