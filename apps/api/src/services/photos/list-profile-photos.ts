import { type TProfilePhotoList, ZProfilePhotosInput } from '@nahbar/contracts';
import { userPhotosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { profilePhotosVisibleTo } from './profile-photos-visible';
import { toProfilePhotoDto } from './to-photo-dto';

/** A member's profile photos in upload order, or none when their privacy hides them. */
export async function listProfilePhotos(
  deps: AppDeps,
  viewer: Actor,
  rawInput: unknown,
): Promise<TProfilePhotoList> {
  const { userId } = parseInput(ZProfilePhotosInput, rawInput);
  if (!(await profilePhotosVisibleTo(deps, viewer, userId))) return { photos: [] };
  const rows = await userPhotosQueries.listByUser(deps.db, userId);
  return { photos: rows.map(toProfilePhotoDto) };
}
