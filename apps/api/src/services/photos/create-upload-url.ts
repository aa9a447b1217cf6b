import { randomUUID } from 'node:crypto';
import { type TUploadUrlResult, ZUploadUrlInput } from '@nahbar/contracts';
import { photosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { incomingKey } from '../../photos/photo-keys';
import { assertAcceptableFileName } from '../../photos/sniff-image-type';
import { assertNotMuted } from '../policy/standing';
import { MAX_PENDING_UPLOADS, UPLOAD_URL_TTL_SECONDS } from './photo-policy';
import { photoUrlOf } from './photo-url-of';
import { sweepExpiredUploads } from './sweep-expired-uploads';
import { newUploadToken } from './upload-token';

/**
 * Chat spec §7, `POST /api/photos/upload-url`: a short-lived URL to PUT one photo to. On
 * S3 it is a presigned PUT for a generated key; on local disk a one-time URL of the API.
 * Nothing is visible to anyone until the bytes were checked and re-encoded.
 */
export async function createUploadUrl(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TUploadUrlResult> {
  const { fileName } = parseInput(ZUploadUrlInput, rawInput);
  await deps.limits.hit('uploads', actor.id);
  await assertNotMuted(deps, actor);
  assertAcceptableFileName(fileName);
  const now = new Date();
  await sweepExpiredUploads(deps, { ownerId: actor.id, now });
  if ((await photosQueries.countOpenUploads(deps.db, actor.id, now)) >= MAX_PENDING_UPLOADS) {
    throw new AppError('TOO_MANY_REQUESTS', 'photo.tooManyUploads');
  }

  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  const presigned = await deps.photos.presignPut(incomingKey(id), UPLOAD_URL_TTL_SECONDS);
  let uploadURL = presigned;
  let uploadTokenHash: string | null = null;
  if (uploadURL === undefined) {
    const local = newUploadToken(id);
    uploadTokenHash = local.hash;
    // Relative, so the web app reaches it through whatever origin serves it (a dev proxy too).
    uploadURL = `/api/photos/upload/${local.token}`;
  }
  await photosQueries.insertPending(deps.db, {
    id,
    ownerId: actor.id,
    fileName,
    uploadTokenHash,
    uploadExpiresAt: expiresAt,
  });
  return { uploadURL, photoId: id, photoUrl: photoUrlOf(id), expiresAt: expiresAt.toISOString() };
}
