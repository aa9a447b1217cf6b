import { trpcClient } from '../../../app/app-clients';
import type { PhotoUploadApi } from './photo-uploads';
import { UploadHttpError } from './upload-error';
import { uploadRequestInit } from './upload-request';

/** The upload flow over tRPC, with the bytes going by plain `PUT` (tRPC carries JSON). */
export const photoUploadApi: PhotoUploadApi = {
  createUploadUrl: (fileName) => trpcClient.photos.createUploadUrl.mutate({ fileName }),
  put: async (uploadURL, file) => {
    const response = await fetch(uploadURL, uploadRequestInit(uploadURL, file, window.location.origin));
    if (!response.ok) {
      throw new UploadHttpError(response.status, response.statusText, await response.text().catch(() => ''));
    }
  },
  complete: (photoId) => trpcClient.photos.complete.mutate({ photoId }),
  send: (message) =>
    trpcClient.messages.send.mutate({ ...message, messageType: 'photo', content: '', mentionedUserIds: [] }),
};
