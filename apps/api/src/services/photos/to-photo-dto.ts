import { photoThumbnailUrl, type TPhoto, type TProfilePhoto } from '@nahbar/contracts';
import type { Photo, UserPhoto } from '@nahbar/db';
import { AppError } from '../../errors';
import { photoUrlOf } from './photo-url-of';

/** A ready photo as the client sees it; never its object keys. */
export function toPhotoDto(photo: Photo): TPhoto {
  const { contentType, width, height, bytes } = photo;
  if (photo.status !== 'ready' || !contentType || !width || !height || !bytes) {
    throw new AppError('INTERNAL', 'live.failed', { detail: 'Photo is not ready' });
  }
  const photoUrl = photoUrlOf(photo.id);
  return {
    id: photo.id,
    photoUrl,
    thumbnailUrl: photoThumbnailUrl(photoUrl),
    fileName: photo.fileName,
    contentType,
    width,
    height,
    bytes,
  };
}

export function toProfilePhotoDto(row: UserPhoto): TProfilePhoto {
  return {
    id: row.id,
    photoUrl: row.photoUrl,
    fileName: row.fileName,
    isPrimary: row.isPrimary,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
