import { type TPhoto, ZPhotoIdInput } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { readyOwnPhoto } from './ready-own-photo';
import { toPhotoDto } from './to-photo-dto';

/**
 * After a direct (S3) upload the client may ask for the photo to be processed now, so a
 * refused file is reported before the message is sent. Using the photo does the same.
 */
export async function completeUpload(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TPhoto> {
  const { photoId } = parseInput(ZPhotoIdInput, rawInput);
  return toPhotoDto(await readyOwnPhoto(deps, actor, photoId));
}
