import { type TProfilePhotoList, ZPhotoIdInput } from '@nahbar/contracts';
import { photosQueries, userPhotosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { removePhoto } from './remove-photo';
import { toProfilePhotoDto } from './to-photo-dto';

/**
 * Removes a profile photo and its stored objects. If it was primary, the oldest remaining
 * photo becomes primary. A photo the owner also posted in a chat keeps its bytes while a
 * message still shows it: removing it from the profile must not break the conversation.
 */
export async function deleteProfilePhoto(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TProfilePhotoList> {
  const { photoId } = parseInput(ZPhotoIdInput, rawInput);
  const { removed, photos } = await deps.db.transaction().execute(async (trx) => {
    const row = await userPhotosQueries.deleteForUser(trx, photoId, actor.id);
    if (!row) throw new AppError('NOT_FOUND', 'photo.notFound');
    if (row.isPrimary) await userPhotosQueries.promoteOldestIfNoPrimary(trx, actor.id);
    return { removed: row, photos: await userPhotosQueries.listByUser(trx, actor.id) };
  });
  if (removed.photoId) {
    const photo = await photosQueries.findById(deps.db, removed.photoId);
    if (photo && !(await photosQueries.isPostedAnywhere(deps.db, removed.photoUrl))) {
      await removePhoto(deps, photo);
    }
  }
  return { photos: photos.map(toProfilePhotoDto) };
}
