import { PHOTO_MAX_BYTES } from '@nahbar/contracts';
import { type Photo, photosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { incomingKey } from '../../photos/photo-keys';
import { StoredObjectTooLargeError } from '../../photos/photo-store';
import { discardUpload, finishUpload } from './finish-upload';
import { isUuid } from './is-uuid';

/**
 * One of the actor's own photos, processed: a direct (S3) upload is checked and re-encoded
 * here, the first time it is used. Someone else's photo is "not found", like a missing one.
 */
export async function readyOwnPhoto(deps: AppDeps, actor: Actor, photoId: string): Promise<Photo> {
  const photo = isUuid(photoId) ? await photosQueries.findById(deps.db, photoId) : undefined;
  if (!photo || photo.ownerId !== actor.id) throw new AppError('NOT_FOUND', 'photo.notFound');
  if (photo.status === 'ready') return photo;

  const key = incomingKey(photo.id);
  const stored = await deps.photos.stat(key);
  if (!stored) throw new AppError('BAD_REQUEST', 'photo.notUploaded');
  // A presigned PUT cannot cap the size, so the cap is enforced here, before reading.
  const tooLarge = async () => {
    await discardUpload(deps, photo);
    return new AppError('PAYLOAD_TOO_LARGE', 'photo.tooLarge');
  };
  if (stored.size > PHOTO_MAX_BYTES) throw await tooLarge();
  let bytes: Buffer | undefined;
  try {
    bytes = await deps.photos.get(key, PHOTO_MAX_BYTES);
  } catch (error) {
    // Replaced by a bigger one between the size check and the read.
    if (error instanceof StoredObjectTooLargeError) throw await tooLarge();
    throw error;
  }
  if (!bytes) throw new AppError('BAD_REQUEST', 'photo.notUploaded');
  return finishUpload(deps, photo, bytes, stored.contentType);
}
