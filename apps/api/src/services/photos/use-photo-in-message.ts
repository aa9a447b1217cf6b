import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { photoIdFromUrl, photoUrlOf } from './photo-url-of';
import { readyOwnPhoto } from './ready-own-photo';

/**
 * A photo message may show only a photo its sender uploaded and we processed; never a
 * foreign URL, which would make every reader's browser call a stranger's server and
 * reveal where they are. Answers the lasting `/photos/<id>` URL to store.
 */
export async function usePhotoInMessage(deps: AppDeps, actor: Actor, photoUrl: string): Promise<string> {
  const photoId = photoIdFromUrl(photoUrl);
  if (!photoId) throw new AppError('BAD_REQUEST', 'chat.photoUnusable');
  try {
    return photoUrlOf((await readyOwnPhoto(deps, actor, photoId)).id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('BAD_REQUEST', 'chat.photoUnusable');
    }
    throw error;
  }
}
