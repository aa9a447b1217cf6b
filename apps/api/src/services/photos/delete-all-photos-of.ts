import { photosQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { removePhoto } from './remove-photo';

/**
 * Every photo of a member with its stored objects, for account deletion: the database
 * cascade removes rows, but only this removes the bytes. Call it before deleting the user.
 */
export async function deleteAllPhotosOf(deps: AppDeps, userId: string): Promise<number> {
  const photos = await photosQueries.listByOwner(deps.db, userId);
  for (const photo of photos) await removePhoto(deps, photo);
  return photos.length;
}
