import { type Photo, photosQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { incomingKey } from '../../photos/photo-keys';

/** Deletes a photo for good: its row first (so it is never served again), then its objects. */
export async function removePhoto(deps: AppDeps, photo: Photo): Promise<void> {
  await photosQueries.deleteById(deps.db, photo.id);
  const keys = [incomingKey(photo.id)];
  if (photo.objectKey) keys.push(photo.objectKey);
  if (photo.thumbnailKey) keys.push(photo.thumbnailKey);
  await deps.photos.delete(keys);
}
