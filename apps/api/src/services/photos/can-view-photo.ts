import { type Photo, photosQueries, userPhotosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { photoUrlOf } from './photo-url-of';
import { profilePhotosVisibleTo } from './profile-photos-visible';

/**
 * Who sees a photo: its owner; whoever may read a room the owner posted it in (anyone for
 * a public room, members for a private room or chat); and, for a profile photo, those the
 * owner's privacy allows. Everyone else is told it does not exist.
 */
export async function canViewPhoto(deps: AppDeps, viewer: Actor, photo: Photo): Promise<boolean> {
  if (photo.ownerId === viewer.id) return true;
  const url = photoUrlOf(photo.id);
  if (await photosQueries.isPostedWhereViewerReads(deps.db, url, photo.ownerId, viewer.id)) return true;
  const profilePhoto = await userPhotosQueries.findByPhotoId(deps.db, photo.id);
  if (profilePhoto?.userId !== photo.ownerId) return false;
  return profilePhotosVisibleTo(deps, viewer, photo.ownerId);
}
