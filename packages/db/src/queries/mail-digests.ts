import { sql } from 'kysely';
import type { Db } from '../create-db';
import { notBlockedEitherWay } from './visibility';

/**
 * The daily summary and weekly highlights mails (apps/api/src/services/mail-digests): who is due
 * and what happened for them. Time zones are worked out by the caller (the runtime's Intl, the
 * same as quiet hours everywhere else); the database only compares instants.
 */

/** A time zone whose members may be due now: their local period and the instant their day began. */
export interface DigestZone {
  timeZone: string;
  /** The period's part of the dedupe key: '2026-11-28' or '2026-W48'. */
  period: string;
  dayStart: Date;
}

export interface DueDigestQuery {
  /** The notification settings' column of the digest's switch, and its value with no stored row. */
  switchColumn: 'email_daily_summary' | 'email_weekly_highlights';
  switchDefault: boolean;
  /** `daily-summary`: the dedupe key is `<prefix>:<user id>:<period>` (queueMail stores it). */
  keyPrefix: string;
  zones: DigestZone[];
  /** The zone of members who never reported one (quiet hours read them there too). */
  defaultTimeZone: string;
  /** Only members who were not active since their day began: the daily summary's rule. */
  inactiveToday: boolean;
  /** Keyset paging: members after this id. */
  afterId?: string;
  limit: number;
}

export interface DueDigestMember {
  id: string;
  username: string;
  timeZone: string;
  period: string;
  quietHoursEnabled: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
}

/** The time zones members reported, each once (the default zone is the caller's to add). */
export async function reportedTimeZones(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('userNotificationSettings')
    .select('timeZone')
    .distinct()
    .where('timeZone', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.timeZone ? [row.timeZone] : []));
}

/**
 * Members of the given zones who may get the digest of their current period: a verified address,
 * the switch on, not banned, no mail of this period queued yet, and (for the daily summary) no
 * sign of use since their day began: no live connection now, none that closed since
 * (`users.last_seen`), no session used since (`sessions.last_used_at`, moved at most every five
 * minutes by requests and by the re-checks of open sockets). Read positions carry no time, so they
 * cannot say when. Ordered by id for paging.
 */
export async function dueMembers(db: Db, query: DueDigestQuery): Promise<DueDigestMember[]> {
  if (query.zones.length === 0) return [];
  const zones = sql.join(
    query.zones.map(
      (z) =>
        sql`(cast(${z.timeZone} as text), cast(${z.period} as text), cast(${z.dayStart.toISOString()} as timestamptz))`,
    ),
  );
  const inactive = query.inactiveToday
    ? sql`and not u.is_online and (u.last_seen is null or u.last_seen < z.day_start)
        and not exists (select 1 from sessions x where x.user_id = u.id and x.last_used_at >= z.day_start)`
    : sql``;
  const after = query.afterId ? sql`and u.id > ${query.afterId}` : sql``;
  const result = await sql<DueDigestMember>`
    with zones (time_zone, period, day_start) as (values ${zones})
    select u.id, u.username, z.time_zone as "timeZone", z.period,
      coalesce(s.quiet_hours_enabled, false) as "quietHoursEnabled",
      coalesce(s.quiet_hours_start, '22:00') as "quietHoursStart",
      coalesce(s.quiet_hours_end, '08:00') as "quietHoursEnd"
    from users u
    left join user_notification_settings s on s.user_id = u.id
    join zones z on z.time_zone = coalesce(s.time_zone, ${query.defaultTimeZone})
    where u.email is not null and not u.is_banned
      and coalesce(${sql.ref(`s.${query.switchColumn}`)}, ${query.switchDefault})
      and not exists (select 1 from mail_outbox o
        where o.dedupe_key = cast(${query.keyPrefix} as text) || ':' || u.id || ':' || z.period)
      ${inactive} ${after}
    order by u.id
    limit ${query.limit}`.execute(db);
  return result.rows;
}

/** One of the member's rooms in a digest: what arrived unread in the period. */
export interface DigestRoomRow {
  roomId: string;
  /** The room's name; a private chat's is the other member's display name. */
  name: string;
  level: 'all' | 'mentions' | 'nothing';
  unread: number;
  mentions: number;
}

/**
 * The member's rooms with messages that arrived since `since` and are still unread, as the
 * sidebar counts them (room-members.ts, unreadFor): others' messages past the read position,
 * not removed, none from a member across a block either way, each count capped. Only rooms the
 * member belongs to (so may read) and still sees: a closed private chat is left out, as the
 * chat list leaves it out, and so is a room set to notify of nothing.
 */
export async function unreadRoomsSince(
  db: Db,
  userId: string,
  since: Date,
  cap: number,
): Promise<DigestRoomRow[]> {
  const fresh = sql`m.room_id = rm.room_id and m.sequence_id > rm.last_read_sequence
    and m.user_id <> ${userId} and m.removed_at is null
    and m.created_at >= ${since.toISOString()}
    and ${notBlockedEitherWay(userId, sql.ref('m.user_id'))}`;
  const result = await sql<DigestRoomRow>`
    select * from (
      select rm.room_id as "roomId",
        case when r.is_direct then coalesce((
          select o.display_name from room_members om join users o on o.id = om.user_id
          where om.room_id = r.id and om.user_id <> ${userId} limit 1), r.name)
        else r.name end as name,
        rm.notification_level as level,
        (select count(*)::int from (select 1 from messages m where ${fresh} limit ${cap}) a) as unread,
        (select count(*)::int from (select 1 from messages m
          where ${fresh} and ${userId} = any (m.mentioned_user_ids) limit ${cap}) b) as mentions
      from room_members rm
      join rooms r on r.id = rm.room_id
      where rm.user_id = ${userId}
        and r.last_sequence_id > rm.last_read_sequence
        and rm.notification_level <> 'nothing'
        and (not r.is_direct or r.closed_at is null)
    ) rooms
    where unread > 0
    order by unread desc, name`.execute(db);
  return result.rows;
}

/** Friend requests to the member still waiting for an answer, sent since `since`, none across a block. */
export async function pendingRequestsSince(db: Db, userId: string, since: Date): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from friend_requests f
    where f.receiver_id = ${userId} and f.status = 'pending' and f.created_at >= ${since.toISOString()}
      and ${notBlockedEitherWay(userId, sql.ref('f.sender_id'))}`.execute(db);
  return result.rows[0]?.count ?? 0;
}

/** Friendships of the member made since `since` (with members not blocked either way). */
export async function newFriendsSince(db: Db, userId: string, since: Date): Promise<number> {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from friendships f
    where (f.user1_id = ${userId} or f.user2_id = ${userId}) and f.created_at >= ${since.toISOString()}
      and ${notBlockedEitherWay(userId, sql`case when f.user1_id = ${userId} then f.user2_id else f.user1_id end`)}`.execute(
    db,
  );
  return result.rows[0]?.count ?? 0;
}
