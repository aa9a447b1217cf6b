import { type TProfilePhotoList, ZPhotoIdInput } from '@nahbar/contracts';
import { userPhotosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { toProfilePhotoDto } from './to-photo-dto';

/** Makes one of the actor's profile photos the primary one; answers the updated list. */
export async function setPrimaryPhoto(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TProfilePhotoList> {
  const { photoId } = parseInput(ZPhotoIdInput, rawInput);
  const photos = await deps.db.transaction().execute(async (trx) => {
    if (!(await userPhotosQueries.setPrimary(trx, actor.id, photoId))) {
      throw new AppError('NOT_FOUND', 'photo.notFound');
    }
    return userPhotosQueries.listByUser(trx, actor.id);
  });
  return { photos: photos.map(toProfilePhotoDto) };
}
