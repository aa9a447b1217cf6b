import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { readLimited } from '../photos/read-limited';
import { receiveLocalUpload } from '../services/photos/receive-local-upload';
import { requireActor } from './session';

function isReadable(value: unknown): value is Readable {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'photo.tooLarge');

function contentLengthOf(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const length = header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/**
 * The local store's one-time upload URL, `PUT /api/photos/upload/<token>` (chat spec §7,
 * `PUT {uploadURL}`). Its own plugin, so that only here the body arrives as a raw stream of
 * any content type, read with the photo cap rather than the API's 1 MiB JSON limit.
 */
export async function photoUploadRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put<{ Params: { token: string } }>('/api/photos/upload/:token', async (request, reply) => {
    const actor = await requireActor(deps, request);
    const body = request.body;
    try {
      return await receiveLocalUpload(deps, actor, request.params.token, {
        contentType: request.headers['content-type'],
        contentLength: contentLengthOf(request),
        read: (maxBytes) =>
          isReadable(body)
            ? // Not destroyed on overflow: the client must still get to read the 413.
              readLimited(body.iterator({ destroyOnReturn: false }), maxBytes, tooLarge)
            : Promise.resolve(Buffer.alloc(0)),
      });
    } catch (error) {
      // The rest of an oversized body is never read; closing the connection discards it.
      if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
        reply.header('connection', 'close');
      throw error;
    }
  });
}
