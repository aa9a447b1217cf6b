import type { Db } from '../create-db';
import type { UserPhoto } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export interface NewUserPhoto {
  userId: string;
  photoId: string;
  photoUrl: string;
  fileName: string;
  isPrimary: boolean;
}

/** A user's profile photos in upload order. */
export function listByUser(db: Executor, userId: string): Promise<UserPhoto[]> {
  return db
    .selectFrom('userPhotos')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('uploadedAt')
    .orderBy('id')
    .execute();
}

export async function countByUser(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('userPhotos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findForUser(db: Executor, id: string, userId: string): Promise<UserPhoto | undefined> {
  return db
    .selectFrom('userPhotos')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function findByPhotoId(db: Executor, photoId: string): Promise<UserPhoto | undefined> {
  return db.selectFrom('userPhotos').selectAll().where('photoId', '=', photoId).executeTakeFirst();
}

export function insert(db: Executor, photo: NewUserPhoto): Promise<UserPhoto> {
  return db.insertInto('userPhotos').values(photo).returningAll().executeTakeFirstOrThrow();
}

/**
 * Makes one photo the primary. Two statements, because a unique index allows one primary
 * per user and is checked row by row: clear first, then set.
 */
export async function setPrimary(db: Executor, userId: string, id: string): Promise<boolean> {
  await db
    .updateTable('userPhotos')
    .set({ isPrimary: false })
    .where('userId', '=', userId)
    .where('isPrimary', '=', true)
    .where('id', '<>', id)
    .execute();
  const result = await db
    .updateTable('userPhotos')
    .set({ isPrimary: true })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function deleteForUser(db: Executor, id: string, userId: string): Promise<UserPhoto | undefined> {
  return db
    .deleteFrom('userPhotos')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The oldest remaining photo becomes primary when none is; returns its id, if any. */
export async function promoteOldestIfNoPrimary(db: Executor, userId: string): Promise<string | undefined> {
  const current = await db
    .selectFrom('userPhotos')
    .select('id')
    .where('userId', '=', userId)
    .where('isPrimary', '=', true)
    .executeTakeFirst();
  if (current) return current.id;
  const oldest = await db
    .selectFrom('userPhotos')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('uploadedAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return undefined;
  await setPrimary(db, userId, oldest.id);
  return oldest.id;
}
