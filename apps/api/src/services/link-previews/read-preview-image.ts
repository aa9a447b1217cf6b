import { linkPreviewsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isUuid } from '../photos/is-uuid';
import { previewImageKey } from './preview-image';

/**
 * `GET /link-previews/<id>` (rest/photos.routes.ts): a preview's stored image. It shows what a public web
 * page shows, re-encoded by us, so every signed-in member may load it.
 */
export async function readPreviewImage(
  deps: Pick<AppDeps, 'db' | 'photos'>,
  previewId: string,
): Promise<{ body: Buffer; contentType: string }> {
  const notFound = new AppError('NOT_FOUND', 'photo.notFound');
  const row = isUuid(previewId) ? await linkPreviewsQueries.findById(deps.db, previewId) : undefined;
  if (!row?.imageContentType) throw notFound;
  const body = await deps.photos.get(previewImageKey(row.id));
  if (!body) throw notFound;
  return { body, contentType: row.imageContentType };
}
