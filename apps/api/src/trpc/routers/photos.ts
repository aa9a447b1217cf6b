import {
  ZAddProfilePhotoInput,
  ZPhotoIdInput,
  ZProfilePhotosInput,
  ZUploadUrlInput,
} from '@nahbar/contracts';
import { addProfilePhoto } from '../../services/photos/add-profile-photo';
import { completeUpload } from '../../services/photos/complete-upload';
import { createUploadUrl } from '../../services/photos/create-upload-url';
import { deleteProfilePhoto } from '../../services/photos/delete-profile-photo';
import { listProfilePhotos } from '../../services/photos/list-profile-photos';
import { setPrimaryPhoto } from '../../services/photos/set-primary-photo';
import { authedProcedure, router } from '../trpc';

/**
 * Photos for the web client. The bytes themselves go by plain `PUT` to the `uploadURL`
 * (tRPC carries JSON); a photo message then goes through `messages.send`.
 */
export const photosRouter = router({
  createUploadUrl: authedProcedure
    .input(ZUploadUrlInput)
    .mutation(({ ctx, input }) => createUploadUrl(ctx.deps, ctx.actor, input)),
  complete: authedProcedure
    .input(ZPhotoIdInput)
    .mutation(({ ctx, input }) => completeUpload(ctx.deps, ctx.actor, input)),
  profilePhotos: authedProcedure
    .input(ZProfilePhotosInput)
    .query(({ ctx, input }) => listProfilePhotos(ctx.deps, ctx.actor, input)),
  addProfilePhoto: authedProcedure
    .input(ZAddProfilePhotoInput)
    .mutation(({ ctx, input }) => addProfilePhoto(ctx.deps, ctx.actor, input)),
  setPrimary: authedProcedure
    .input(ZPhotoIdInput)
    .mutation(({ ctx, input }) => setPrimaryPhoto(ctx.deps, ctx.actor, input)),
  deleteProfilePhoto: authedProcedure
    .input(ZPhotoIdInput)
    .mutation(({ ctx, input }) => deleteProfilePhoto(ctx.deps, ctx.actor, input)),
});
