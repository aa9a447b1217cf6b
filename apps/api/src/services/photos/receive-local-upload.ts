import { PHOTO_MAX_BYTES, type TPhoto } from '@nahbar/contracts';
import { photosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { discardUpload, finishUpload } from './finish-upload';
import { toPhotoDto } from './to-photo-dto';
import { parseUploadToken } from './upload-token';

export interface IncomingUpload {
  /** The request's Content-Type, compared with what the bytes are. */
  contentType: string | undefined;
  /** The request's Content-Length, when it sent one. */
  contentLength: number | undefined;
  /** Reads the body; throws the 413 once more than `maxBytes` arrived. */
  read(maxBytes: number): Promise<Buffer>;
}

const expired = () => new AppError('NOT_FOUND', 'photo.uploadExpired');

/**
 * `PUT /api/photos/upload/<token>` of the local store: the one-time URL from
 * createUploadUrl. Only its owner may use it, once, before it expires; the bytes are
 * processed at once, so a refused file is answered here and leaves nothing stored.
 */
export async function receiveLocalUpload(
  deps: AppDeps,
  actor: Actor,
  token: string,
  upload: IncomingUpload,
): Promise<TPhoto> {
  const parsed = parseUploadToken(token);
  if (!parsed) throw expired();
  const pending = await photosQueries.findById(deps.db, parsed.photoId);
  if (pending?.status !== 'pending') throw expired();
  if (pending.ownerId !== actor.id) throw new AppError('FORBIDDEN', 'auth.forbidden');
  const photo = await photosQueries.spendUploadToken(deps.db, pending.id, parsed.secretHash, new Date());
  if (!photo) throw expired();

  let bytes: Buffer;
  try {
    if (upload.contentLength !== undefined && upload.contentLength > PHOTO_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'photo.tooLarge');
    }
    bytes = await upload.read(PHOTO_MAX_BYTES);
  } catch (error) {
    await discardUpload(deps, photo);
    throw error;
  }
  return toPhotoDto(await finishUpload(deps, photo, bytes, upload.contentType));
}
