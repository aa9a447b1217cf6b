import { LINK_PREVIEW_IMAGES_PATH_PREFIX } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { readPreviewImage } from '../services/link-previews/read-preview-image';
import { completeUpload } from '../services/photos/complete-upload';
import { createUploadUrl } from '../services/photos/create-upload-url';
import { type PhotoSize, readPhoto } from '../services/photos/read-photo';
import { photoUploadRoutes } from './photo-upload.routes';
import { requireActor } from './session';

/**
 * A photo's bytes never change under its id, so browsers may keep it; `private` keeps it out
 * of shared caches, as only some members may see it.
 */
const CACHE_CONTROL = 'private, max-age=604800, immutable';

function sizeOf(query: unknown): PhotoSize {
  const size = typeof query === 'object' && query !== null ? (query as { size?: unknown }).size : undefined;
  if (size === undefined || size === 'full') return 'full';
  if (size === 'thumbnail') return 'thumbnail';
  throw new AppError('BAD_REQUEST', 'photo.unknownSize');
}

/** Upload URLs, the local upload endpoint, `GET /photos/<id>[?size=thumbnail]` and link previews' images. */
export async function photosRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.post('/api/photos/upload-url', async (request) => {
    const actor = await requireActor(deps, request);
    return createUploadUrl(deps, actor, request.body);
  });

  // After a direct (S3) upload: process now, to report a refused file before sending.
  app.post<{ Params: { photoId: string } }>('/api/photos/:photoId/complete', async (request) => {
    const actor = await requireActor(deps, request);
    return completeUpload(deps, actor, { photoId: request.params.photoId });
  });

  await app.register(photoUploadRoutes, { deps });

  app.get<{ Params: { photoId: string } }>('/photos/:photoId', async (request, reply) => {
    const actor = await requireActor(deps, request);
    const size = sizeOf(request.query);
    const result = await readPhoto(
      deps,
      actor,
      request.params.photoId,
      size,
      request.headers['if-none-match'],
    );
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .header('ETag', result.etag)
      .header('Vary', 'Cookie')
      .header('X-Content-Type-Options', 'nosniff')
      // Only our own pages may embed it, whatever cookies another site's page could send.
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    if (result.notModified) return reply.code(304).send();
    return reply.type(result.contentType).send(result.body);
  });

  // A link preview's image, as we re-encoded it: what a public page shows, for every member.
  app.get<{ Params: { previewId: string } }>(
    `${LINK_PREVIEW_IMAGES_PATH_PREFIX}/:previewId`,
    async (request, reply) => {
      await requireActor(deps, request);
      const image = await readPreviewImage(deps, request.params.previewId);
      reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin');
      return reply.type(image.contentType).send(image.body);
    },
  );
}
