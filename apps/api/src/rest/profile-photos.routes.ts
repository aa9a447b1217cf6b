import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { addProfilePhoto } from '../services/photos/add-profile-photo';
import { deleteProfilePhoto } from '../services/photos/delete-profile-photo';
import { listProfilePhotos } from '../services/photos/list-profile-photos';
import { setPrimaryPhoto } from '../services/photos/set-primary-photo';
import { assertSelf, requireActor } from './session';

type UserParams = { Params: { id: string } };
type PhotoParams = { Params: { id: string; photoId: string } };

/** Accounts spec §7, profile photos. The path's user id must be the caller's own to change them. */
export async function profilePhotosRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get<UserParams>('/api/users/:id/photos', async (request) => {
    const actor = await requireActor(deps, request);
    return listProfilePhotos(deps, actor, { userId: request.params.id });
  });

  app.post<UserParams>('/api/users/:id/photos', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return reply.code(201).send(await addProfilePhoto(deps, actor, request.body));
  });

  app.put<PhotoParams>('/api/users/:id/photos/:photoId/primary', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return setPrimaryPhoto(deps, actor, { photoId: request.params.photoId });
  });

  app.delete<PhotoParams>('/api/users/:id/photos/:photoId', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return deleteProfilePhoto(deps, actor, { photoId: request.params.photoId });
  });
}
