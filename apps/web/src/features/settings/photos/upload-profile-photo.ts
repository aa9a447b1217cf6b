import type { TProfilePhoto } from '@nahbar/contracts';
import { trpcClient } from '../../../app/app-clients';
import { photoUploadApi } from '../../chat/photos/photo-upload-api';

/**
 * Accounts spec §7's upload: an upload URL, the bytes by `PUT`, the server's check and
 * re-encode (`photos.complete`), then the photo joins the profile. The server makes the first
 * photo primary.
 */
export async function uploadProfilePhoto(file: File): Promise<TProfilePhoto> {
  const target = await photoUploadApi.createUploadUrl(file.name);
  await photoUploadApi.put(target.uploadURL, file);
  const photo = await photoUploadApi.complete(target.photoId);
  return trpcClient.photos.addProfilePhoto.mutate({ photoUrl: photo.photoUrl, fileName: file.name });
}
