import { z } from 'zod';
import { PHOTO_ACCEPTED_TYPES } from './choices';
import { PHOTO_FILE_NAME_MAX_LENGTH, PHOTO_URL_MAX_LENGTH } from './constants';
import { zText } from './input-hygiene';
import { textKey } from './text';

/** `POST /api/photos/upload-url {fileName}`: the name is kept for display only. */
export const ZUploadUrlInput = z.object({
  fileName: zText({ error: textKey('photo.notAnImage') })
    .trim()
    .min(1, textKey('photo.notAnImage'))
    .max(PHOTO_FILE_NAME_MAX_LENGTH, textKey('photo.fileNameTooLong')),
});
export type TUploadUrlInput = z.input<typeof ZUploadUrlInput>;

export const ZUploadUrlResult = z
  .object({
    uploadURL: z.string(),
    photoId: z.string(),
    photoUrl: z.string(),
    expiresAt: z.string(),
  })
  .meta({
    id: 'UploadUrlResult',
    description:
      "`{ uploadURL }` as the wire decisions name it, plus the photo's own id and its lasting URL (`/photos/<id>`), which is what a message or a profile should refer to.",
  });
export type TUploadUrlResult = z.infer<typeof ZUploadUrlResult>;

export const ZPhotoId = z.guid({ error: textKey('photo.notFound') });

export const ZPhotoIdInput = z.object({ photoId: ZPhotoId });
export type TPhotoIdInput = z.input<typeof ZPhotoIdInput>;

/**
 * `POST /api/users/{id}/photos` (accounts spec §7). `photoUrl` is the upload URL or the
 * `/photos/<id>` URL of the caller's own upload; anything else is refused.
 */
export const ZAddProfilePhotoInput = z.object({
  photoUrl: zText({ error: textKey('photo.notFound') })
    .trim()
    .min(1, textKey('photo.notFound'))
    .max(PHOTO_URL_MAX_LENGTH, textKey('photo.notFound')),
  fileName: zText().trim().max(PHOTO_FILE_NAME_MAX_LENGTH, textKey('photo.fileNameTooLong')).nullish(),
  isPrimary: z.boolean().optional(),
});
export type TAddProfilePhotoInput = z.input<typeof ZAddProfilePhotoInput>;

export const ZProfilePhotosInput = z.object({ userId: z.guid({ error: textKey('chat.userNotFound') }) });
export type TProfilePhotosInput = z.input<typeof ZProfilePhotosInput>;

export const ZPhoto = z
  .object({
    id: z.string(),
    photoUrl: z.string(),
    thumbnailUrl: z.string(),
    fileName: z.string(),
    contentType: z.enum(PHOTO_ACCEPTED_TYPES),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
  })
  .meta({ id: 'Photo', description: 'A processed photo: what `photos.complete` answers.' });
export type TPhoto = z.infer<typeof ZPhoto>;

export const ZProfilePhoto = z
  .object({
    id: z.string(),
    photoUrl: z.string(),
    fileName: z.string(),
    isPrimary: z.boolean(),
    uploadedAt: z.string(),
  })
  .meta({ id: 'ProfilePhoto', description: 'A profile photo (accounts spec §3, "Photo").' });
export type TProfilePhoto = z.infer<typeof ZProfilePhoto>;

export const ZProfilePhotoList = z.object({ photos: z.array(ZProfilePhoto) });
export type TProfilePhotoList = z.infer<typeof ZProfilePhotoList>;
