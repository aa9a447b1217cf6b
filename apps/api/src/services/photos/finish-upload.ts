import { type Photo, photosQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { incomingKey, photoKeys } from '../../photos/photo-keys';
import { processPhoto } from '../../photos/process-photo';
import { removePhoto } from './remove-photo';

/**
 * Turns a pending upload's bytes into a ready photo: checked, re-encoded, stored under
 * generated keys with its thumbnail. A refused upload leaves nothing behind: no row, no
 * raw bytes. A store failure keeps the row, so the upload can be completed again.
 */
export async function finishUpload(
  deps: AppDeps,
  photo: Photo,
  bytes: Buffer,
  declaredType: string | undefined,
): Promise<Photo> {
  let images: Awaited<ReturnType<typeof processPhoto>>;
  try {
    images = await processPhoto(bytes, photo.fileName, declaredType);
  } catch (error) {
    if (error instanceof AppError) await discardUpload(deps, photo);
    throw error;
  }
  const { full, thumbnail } = images;
  const keys = photoKeys(photo.id, full.contentType);
  try {
    await deps.photos.put(keys.objectKey, full.data, full.contentType);
    await deps.photos.put(keys.thumbnailKey, thumbnail.data, thumbnail.contentType);
  } catch (error) {
    await deps.photos.delete([keys.objectKey, keys.thumbnailKey]).catch(() => {});
    throw error;
  }
  const ready = await photosQueries.markReady(deps.db, photo.id, {
    ...keys,
    contentType: full.contentType,
    bytes: full.data.length,
    thumbnailBytes: thumbnail.data.length,
    width: full.width,
    height: full.height,
  });
  // The raw upload (direct uploads only) has served its purpose.
  await deps.photos.delete([incomingKey(photo.id)]).catch(() => {});
  if (ready) return ready;
  // Someone finished the same upload at the same moment; keys are per photo, so the
  // objects written are the same ones.
  const current = await photosQueries.findById(deps.db, photo.id);
  if (current?.status !== 'ready') throw new AppError('NOT_FOUND', 'photo.notFound');
  return current;
}

/** Forgets an upload that will never become a photo, with any bytes it left. */
export function discardUpload(deps: AppDeps, photo: Photo): Promise<void> {
  return removePhoto(deps, photo);
}
