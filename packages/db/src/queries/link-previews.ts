import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { LinkPreviewsTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'deleteFrom'>;

export type LinkPreviewRow = Selectable<LinkPreviewsTable>;
export type LinkPreviewResult = Omit<Insertable<LinkPreviewsTable>, 'url' | 'id'>;

/** The stored result for a URL, fresh or not; undefined when it was never fetched. */
export function findByUrl(db: Executor, url: string): Promise<LinkPreviewRow | undefined> {
  return db.selectFrom('linkPreviews').selectAll().where('url', '=', url).executeTakeFirst();
}

/** The preview whose image is stored under `id`, for serving that image. */
export function findById(db: Executor, id: string): Promise<LinkPreviewRow | undefined> {
  return db.selectFrom('linkPreviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Stores a fetch's result for a URL, replacing the earlier one. The id stays the same, so a
 * refreshed image replaces the old one under the same key.
 */
export function upsert(db: Executor, url: string, result: LinkPreviewResult): Promise<LinkPreviewRow> {
  return db
    .insertInto('linkPreviews')
    .values({ url, ...result })
    .onConflict((oc) => oc.column('url').doUpdateSet(result))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes results that expired before `before`; answers the removed rows (their images go too). */
export function deleteExpired(
  db: Executor,
  before: Date,
): Promise<Pick<LinkPreviewRow, 'id' | 'imageContentType'>[]> {
  return db
    .deleteFrom('linkPreviews')
    .where('expiresAt', '<', before)
    .returning(['id', 'imageContentType'])
    .execute();
}
