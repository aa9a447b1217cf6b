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
    .values({ roomId, userId })
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

/**
 * Of `userIds`, those who are members of the room and accept mentions (privacy setting
 * `allowMentions`, on unless saved off).
 */
export async function mentionable(db: Executor, roomId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('roomMembers as m')
    .leftJoin('userPrivacySettings as s', 's.userId', 'm.userId')
    .select('m.userId')
    .where('m.roomId', '=', roomId)
    .where('m.userId', 'in', userIds)
    .where((eb) => eb.or([eb('s.allowMentions', 'is', null), eb('s.allowMentions', '=', true)]))
    .execute();
  return rows.map((row) => row.userId);
}
