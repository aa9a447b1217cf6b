import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The SQL forms of the policy's rules (apps/api/src/services/policy), beside `room-access.ts`:
 * written once here and used by every query that lists other members or their messages.
 */

/**
 * Not a member the viewer blocked or who blocked the viewer. The blocked ids are read once per
 * query (an init plan), not per candidate row: a common search word matches hundreds of thousands.
 */
export function notBlockedEitherWay(viewerId: string, otherId: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${otherId} <> all (array(
    select case when b.blocker_id = ${viewerId} then b.blocked_id else b.blocker_id end
    from blocked_users b
    where b.blocker_id = ${viewerId} or b.blocked_id = ${viewerId}))`;
}

/** Not written by a member the viewer blocked: their messages are hidden from the viewer only. */
export function notBlockedByViewer(viewerId: string, authorId: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`${authorId} <> all (array(
    select b.blocked_id from blocked_users b where b.blocker_id = ${viewerId}))`;
}

/** Whether two members are friends (a pair is stored once, smaller id first). */
export function areFriends(a: Expression<string>, b: Expression<string>): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from friendships f
    where f.user1_id = least(${a}, ${b}) and f.user2_id = greatest(${a}, ${b}))`;
}

/**
 * Findable in search by the viewer: the member did not turn `discoverableInSearch` off, or the
 * two are friends. Expects the privacy settings joined as `p` (left join: no row means defaults).
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
