import { photoThumbnailUrl, resolvePhotoUrl } from '@nahbar/contracts';

interface PhotoSources {
  /** What the message list shows. */
  thumbnail: string;
  /** What the lightbox shows. */
  full: string;
}

/**
 * The URLs to load a message's photo from. A temporary photo (chat spec §4) is the picked
 * file itself, a `blob:` URL of this page: it has no thumbnail and must not be rewritten
 * under /photos the way relative stored URLs are (accounts spec §3).
 */
export function photoSources(photoUrl: string): PhotoSources {
  if (photoUrl.startsWith('blob:') || photoUrl.startsWith('data:')) {
    return { thumbnail: photoUrl, full: photoUrl };
  }
  return { thumbnail: photoThumbnailUrl(photoUrl), full: resolvePhotoUrl(photoUrl) };
}
