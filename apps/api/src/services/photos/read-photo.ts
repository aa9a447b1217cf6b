import { photosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { canViewPhoto } from './can-view-photo';
import { isUuid } from './is-uuid';

export type PhotoSize = 'full' | 'thumbnail';

export type PhotoRead =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; body: Buffer; contentType: string };

/**
 * `GET /photos/<id>[?size=thumbnail]`: the bytes of a ready photo the viewer may see.
 * A photo's bytes never change, so its id and size make a strong ETag.
 */
export async function readPhoto(
  deps: AppDeps,
  viewer: Actor,
  photoId: string,
  size: PhotoSize,
  ifNoneMatch?: string,
): Promise<PhotoRead> {
  const photo = isUuid(photoId) ? await photosQueries.findById(deps.db, photoId) : undefined;
  const notFound = new AppError('NOT_FOUND', 'photo.notFound');
  if (photo?.status !== 'ready' || !(await canViewPhoto(deps, viewer, photo))) throw notFound;
  const etag = `"${photo.id}-${size}"`;
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { notModified: true, etag };
  const key = size === 'thumbnail' ? photo.thumbnailKey : photo.objectKey;
  const body = key ? await deps.photos.get(key) : undefined;
  if (!body || !photo.contentType) throw notFound;
  return { notModified: false, etag, body, contentType: photo.contentType };
}
