import { sql } from 'kysely';
import type { Db } from '../create-db';
import type { User } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

/** A member with what their public face needs; callers pick the public fields. */
export interface MemberRow extends User {
  roomId: string;
  primaryPhotoUrl: string | null;
}

/** Adds a member; false when they already were one. */
export async function add(db: Executor, roomId: string, userId: string): Promise<boolean> {
  const row = await db
    .insertInto('roomMembers')
    // A new member starts with the room's history read: only what comes after counts as unread.
    .values({
      roomId,
      userId,
      lastReadSequence: (eb) => eb.selectFrom('rooms').select('lastSequenceId').where('id', '=', roomId),
    })
    .onConflict((oc) => oc.columns(['roomId', 'userId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function isMember(db: Executor, roomId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('roomMembers')
    .select('id')
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The members of some rooms with their primary photos, in joining order; one query. */
export function listMembers(db: Executor, roomIds: string[]): Promise<MemberRow[]> {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('roomMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('userPhotos as p', (join) => join.onRef('p.userId', '=', 'u.id').on('p.isPrimary', '=', true))
    .selectAll('u')
    .select(['m.roomId', 'p.photoUrl as primaryPhotoUrl'])
    .where('m.roomId', 'in', roomIds)
    .orderBy('m.joinedAt')
    .orderBy('m.id')
    .execute();
}

/** Of `userIds`, those who are members of the room (whether a mention counts is the policy's call). */
export async function mentionable(db: Executor, roomId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('roomMembers as m')
    .select('m.userId')
    .where('m.roomId', '=', roomId)
    .where('m.userId', 'in', userIds)
    .execute();
  return rows.map((row) => row.userId);
}

/** Unread messages per room of the member's, up to `cap` each, and whether one mentions them. */
export interface UnreadRow {
  roomId: string;
  count: number;
  mentioned: boolean;
}

/**
 * What arrived in each of the member's rooms since they last read it: others' messages, not
 * those of `hiddenSenders` (across a block either way), counted up to `cap` so a long absence
 * costs no more than a full badge, and whether one of them mentions the member. Only rooms with
 * something unread are listed.
 */
export async function unreadFor(
  db: Executor,
  userId: string,
  hiddenSenders: readonly string[],
  cap: number,
): Promise<UnreadRow[]> {
  // The count and the mention mark both leave the hidden senders out: a blocked member's
  // @mention must not light the room up either. Removed and deleted messages count for nothing.
  const notHidden = hiddenSenders.length > 0 ? sql`AND m.user_id NOT IN (${sql.join(hiddenSenders)})` : sql``;
  const rows = await db
    .selectFrom('roomMembers as rm')
    .innerJoin('rooms as r', 'r.id', 'rm.roomId')
    .where('rm.userId', '=', userId)
    .whereRef('r.lastSequenceId', '>', 'rm.lastReadSequence')
    .select([
      'rm.roomId as roomId',
      sql<number>`(SELECT count(*)::int FROM (
        SELECT 1 FROM messages m
        WHERE m.room_id = rm.room_id AND m.sequence_id > rm.last_read_sequence AND m.user_id <> ${userId}
          AND m.removed_at IS NULL
          ${notHidden}
        LIMIT ${cap}) AS unread)`.as('count'),
      sql<boolean>`EXISTS (
        SELECT 1 FROM messages m
        WHERE m.room_id = rm.room_id AND m.sequence_id > rm.last_read_sequence AND m.user_id <> ${userId}
          AND m.removed_at IS NULL
          AND ${userId} = ANY (m.mentioned_user_ids) ${notHidden})`.as('mentioned'),
    ])
    .execute();
  return rows
    .filter((row) => row.count > 0)
    .map((row) => ({ roomId: row.roomId, count: row.count, mentioned: row.mentioned }));
}

/** A room's newest message by others since a time, as the live activity stream tells of it. */
export interface ActivityRow {
  roomId: string;
  sequenceId: number;
  mentioned: boolean;
}

/**
 * Of `roomIds`, those where others (not `hiddenSenders`) wrote after `since`: each one's newest
 * sequence id, and whether one of those messages mentions the member. The live activity stream
 * starts with these, so a message written while it was being set up is not missed.
 */
export async function activitySince(
  db: Executor,
  userId: string,
  roomIds: readonly string[],
  hiddenSenders: readonly string[],
  since: Date,
): Promise<ActivityRow[]> {
  if (roomIds.length === 0) return [];
  return db
    .selectFrom('messages as m')
    .select([
      'm.roomId as roomId',
      sql<number>`max(m.sequence_id)::int`.as('sequenceId'),
      sql<boolean>`bool_or(${userId} = ANY (m.mentioned_user_ids))`.as('mentioned'),
    ])
    .where('m.roomId', 'in', [...roomIds])
    .where('m.createdAt', '>', since)
    .where('m.userId', '<>', userId)
    .where('m.removedAt', 'is', null)
    .$if(hiddenSenders.length > 0, (query) => query.where('m.userId', 'not in', [...hiddenSenders]))
    .groupBy('m.roomId')
    .execute();
}

/**
 * Moves the member's read position forward to `sequenceId` (never back, never past the room's
 * last message); the position now, or undefined when they are not a member.
 */
export async function markRead(
  db: Executor,
  roomId: string,
  userId: string,
  sequenceId: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('roomMembers as rm')
    .from('rooms as r')
    .whereRef('r.id', '=', 'rm.roomId')
    .where('rm.roomId', '=', roomId)
    .where('rm.userId', '=', userId)
    .set({ lastReadSequence: sql`greatest(rm.last_read_sequence, least(${sequenceId}, r.last_sequence_id))` })
    .returning('rm.lastReadSequence')
    .executeTakeFirst();
  return row?.lastReadSequence;
}

export type NotificationLevel = 'all' | 'mentions' | 'nothing';

/** Sets what a room notifies a member of; false when they are not a member. */
export async function setNotificationLevel(
  db: Executor,
  roomId: string,
  userId: string,
  level: NotificationLevel,
): Promise<boolean> {
  const result = await db
    .updateTable('roomMembers')
    .set({ notificationLevel: level })
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The member's rooms and chats set to something other than everything. */
export function quietenedRoomsOf(
  db: Executor,
  userId: string,
): Promise<{ roomId: string; level: NotificationLevel }[]> {
  return db
    .selectFrom('roomMembers')
    .select(['roomId', 'notificationLevel as level'])
    .where('userId', '=', userId)
    .where('notificationLevel', '!=', 'all')
    .execute();
}

/** The level each of these members (all of them, without `userIds`) set for the room. */
export async function notificationLevels(
  db: Executor,
  roomId: string,
  userIds?: string[],
): Promise<Map<string, NotificationLevel>> {
  if (userIds?.length === 0) return new Map();
  let query = db
    .selectFrom('roomMembers')
    .select(['userId', 'notificationLevel'])
    .where('roomId', '=', roomId);
  if (userIds) query = query.where('userId', 'in', userIds);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.userId, row.notificationLevel]));
}

/** Of `roomIds`, the rooms the member belongs to. */
export async function memberRoomsAmong(db: Executor, userId: string, roomIds: string[]): Promise<string[]> {
  if (roomIds.length === 0) return [];
  const rows = await db
    .selectFrom('roomMembers')
    .select('roomId')
    .where('userId', '=', userId)
    .where('roomId', 'in', roomIds)
    .execute();
  return rows.map((row) => row.roomId);
}
