import type { Db } from '../create-db';
import type { Photo } from '../schema';
import { roomReadableBy } from './room-access';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export interface NewPendingPhoto {
  id?: string;
  ownerId: string;
  fileName: string;
  uploadTokenHash: string | null;
  uploadExpiresAt: Date;
}

export interface ProcessedPhoto {
  objectKey: string;
  thumbnailKey: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: number;
  thumbnailBytes: number;
  width: number;
  height: number;
}

export function insertPending(db: Executor, photo: NewPendingPhoto): Promise<Photo> {
  return db.insertInto('photos').values(photo).returningAll().executeTakeFirstOrThrow();
}

export function findById(db: Executor, id: string): Promise<Photo | undefined> {
  return db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Spends a one-time upload token: only the first caller with the right, unexpired token
 * gets the row back; the token is gone afterwards whatever happens next.
 */
export function spendUploadToken(
  db: Executor,
  id: string,
  tokenHash: string,
  now: Date,
): Promise<Photo | undefined> {
  return db
    .updateTable('photos')
    .set({ uploadTokenHash: null })
    .where('id', '=', id)
    .where('uploadTokenHash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('uploadExpiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Pending → ready; undefined when someone else finished it first. */
export function markReady(db: Executor, id: string, processed: ProcessedPhoto): Promise<Photo | undefined> {
  return db
    .updateTable('photos')
    .set({ ...processed, status: 'ready', uploadTokenHash: null, processedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function deleteById(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('photos').where('id', '=', id).execute();
}

/** Uploads that were never finished and can no longer be: oldest first. */
export function listExpiredPending(
  db: Executor,
  now: Date,
  limit: number,
  ownerId?: string,
): Promise<Photo[]> {
  let query = db
    .selectFrom('photos')
    .selectAll()
    .where('status', '=', 'pending')
    .where('uploadExpiresAt', '<=', now);
  if (ownerId) query = query.where('ownerId', '=', ownerId);
  return query.orderBy('uploadExpiresAt').limit(limit).execute();
}

export function listByOwner(db: Executor, ownerId: string): Promise<Photo[]> {
  return db.selectFrom('photos').selectAll().where('ownerId', '=', ownerId).execute();
}

/**
 * Whether `viewerId` may read a room in which the owner posted the photo under `photoUrl`:
 * any public room, or a private room or chat they are a member of. Only the owner's own
 * messages count, so nobody can widen a photo's audience by quoting its URL.
 */
export async function isPostedWhereViewerReads(
  db: Executor,
  photoUrl: string,
  ownerId: string,
  viewerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('rooms as r', 'r.id', 'm.roomId')
    .select('m.id')
    .where('m.photoUrl', '=', photoUrl)
    .where('m.userId', '=', ownerId)
    .where(roomReadableBy(viewerId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any message still shows the photo. */
export async function isPostedAnywhere(db: Executor, photoUrl: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('photoUrl', '=', photoUrl)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Unfinished uploads of one owner whose URL is still valid. */
export async function countOpenUploads(db: Executor, ownerId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .where('status', '=', 'pending')
    .where('uploadExpiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The processed photos among `ids` that `ownerId` uploaded (the export archive's photo files). */
export function listReadyOfOwner(db: Executor, ownerId: string, ids: readonly string[]): Promise<Photo[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('photos')
    .selectAll()
    .where('ownerId', '=', ownerId)
    .where('status', '=', 'ready')
    .where('id', 'in', ids)
    .execute();
}
