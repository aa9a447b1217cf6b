import { PROFILE_PHOTOS_MAX, type TProfilePhoto, ZAddProfilePhotoInput } from '@nahbar/contracts';
import { userPhotosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { photoIdFromUrl, photoUrlOf } from './photo-url-of';
import { readyOwnPhoto } from './ready-own-photo';
import { toProfilePhotoDto } from './to-photo-dto';

/**
 * Accounts spec §4: adds one of the actor's own uploads to their profile; the first photo
 * becomes primary, and `isPrimary` makes a later one primary.
 */
export async function addProfilePhoto(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TProfilePhoto> {
  const input = parseInput(ZAddProfilePhotoInput, rawInput);
  const photoId = photoIdFromUrl(input.photoUrl);
  if (!photoId) throw new AppError('NOT_FOUND', 'photo.notFound');
  const photo = await readyOwnPhoto(deps, actor, photoId);
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      if (await userPhotosQueries.findByPhotoId(trx, photo.id)) {
        throw new AppError('CONFLICT', 'photo.alreadyInProfile');
      }
      const count = await userPhotosQueries.countByUser(trx, actor.id);
      if (count >= PROFILE_PHOTOS_MAX) throw new AppError('CONFLICT', 'photo.profileFull');
      const inserted = await userPhotosQueries.insert(trx, {
        userId: actor.id,
        photoId: photo.id,
        photoUrl: photoUrlOf(photo.id),
        fileName: input.fileName || photo.fileName,
        isPrimary: false,
      });
      if (count === 0 || input.isPrimary) {
        await userPhotosQueries.setPrimary(trx, actor.id, inserted.id);
        return { ...inserted, isPrimary: true };
      }
      return inserted;
    });
    return toProfilePhotoDto(row);
  } catch (error) {
    // The same photo added twice at once: the unique photo_id kept one row.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'photo.alreadyInProfile');
    throw error;
  }
}
