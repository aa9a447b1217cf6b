import { PHOTOS_PATH_PREFIX } from '@nahbar/contracts';

/** The lasting URL of a photo: what messages and profiles store and browsers load. */
export function photoUrlOf(photoId: string): string {
  return `${PHOTOS_PATH_PREFIX}/${photoId}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * The URLs clients hold for one of our photos: its lasting URL, the local upload URL, or
 * the presigned S3 URL of its raw upload (older clients send the upload URL on).
 */
const PHOTO_ID_IN_PATH = [
  new RegExp(`^${PHOTOS_PATH_PREFIX}/(${UUID})$`, 'i'),
  new RegExp(`^/api/photos/upload/(${UUID})\\.[A-Za-z0-9_-]+$`, 'i'),
  new RegExp(`/incoming/(${UUID})$`, 'i'),
];

/** The photo id a URL names, or undefined. Who may use that photo is checked elsewhere. */
export function photoIdFromUrl(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return undefined;
  }
  for (const pattern of PHOTO_ID_IN_PATH) {
    const id = pattern.exec(path)?.[1];
    if (id) return id.toLowerCase();
  }
  return undefined;
}
