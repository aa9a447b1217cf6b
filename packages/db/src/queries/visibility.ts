import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The SQL forms of the policy's rules (apps/api/src/services/policy, whose README lists every
 * rule), for queries over many members or messages: message and member search, the distance list,
 * the sender's picture in messages. Who may read a room is `room-access.ts` beside this file.
 * Room history, `/since` and unread counts leave out the senders the policy names
 * (policy/hidden-senders.ts), and live readers hold the same sets in memory (realtime/reader-view.ts).
 */

/**
 * Not a member the viewer blocked or who blocked the viewer (the policy's hiddenByBlock): a block
 * hides the two, and their messages, from each other whoever blocked. The blocked ids are read
 * once per query (an init plan), not per candidate row: a common search word matches hundreds of
 * thousands.
 */
export function notBlockedEitherWay(viewerId: string, otherId: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${otherId} <> all (array(
    select case when b.blocker_id = ${viewerId} then b.blocked_id else b.blocker_id end
    from blocked_users b
    where b.blocker_id = ${viewerId} or b.blocked_id = ${viewerId}))`;
}

/**
 * Not banned: search and the distance list leave a banned member out (the policy's canFind). The
 * stored flag, not the time: a ban that ran out is lifted in the table by the housekeeping timer
 * (apps/api/src/services/admin/expire-moderation.ts).
 */
export function notBanned(isBanned: Expression<boolean>): RawBuilder<SqlBool> {
  return sql<SqlBool>`not ${isBanned}`;
}

/** Whether two members are friends (a pair is stored once, smaller id first). */
export function areFriends(a: Expression<string>, b: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from friendships f
    where f.user1_id = least(${a}, ${b}) and f.user2_id = greatest(${a}, ${b}))`;
}

/**
 * The member's own search switch, as the viewer meets it: `discoverableInSearch` on, or the two
 * are friends. The rest of the policy's canFind (not oneself, not banned, no block either way) is
 * the caller's, with the fragments above. Expects the privacy settings joined as `p` (left join:
 * no row means defaults).
 */
export function discoverableBy(viewerId: string, memberId: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(coalesce(p.discoverable_in_search, true) or ${areFriends(sql<string>`${viewerId}`, memberId)})`;
}

/**
 * The member's city and distance are shown to the viewer (the policy's visibleFieldsOf(...).location):
 * `showLocation` on and a public profile, or a friends-only one seen by a friend. Assumes no block
 * either way (the caller leaves those members out). Expects the privacy settings joined as `p`.
 */
export function locationShownTo(viewerId: string, memberId: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(coalesce(p.show_location, true) and (coalesce(p.profile_visibility, 'public') = 'public'
    or (p.profile_visibility = 'friends' and ${areFriends(sql<string>`${viewerId}`, memberId)})))`;
}

/**
 * The member's online status is shown to the viewer (the policy's canSeeOnline): `showOnlineStatus`
 * on, or the two are friends. Assumes no block either way. Expects the privacy settings joined as `p`.
 */
export function onlineShownTo(viewerId: string, memberId: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(coalesce(p.show_online_status, true) or ${areFriends(sql<string>`${viewerId}`, memberId)})`;
}

/**
 * The member's picture (avatar and primary photo) is shown to a stranger (the policy's
 * visibleFieldsOf(...).photos for a viewer who is not a friend): `showPhotosToStrangers` on and a
 * profile that is not private. Expects the member's privacy settings joined under `privacyAlias`.
 */
export function pictureShownToStrangers(privacyAlias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(coalesce(${sql.ref(`${privacyAlias}.show_photos_to_strangers`)}, true)
    and coalesce(${sql.ref(`${privacyAlias}.profile_visibility`)}, 'public') <> 'private')`;
}
