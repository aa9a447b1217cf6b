import { PHOTOS_PATH_PREFIX } from './constants';

/**
 * Accounts spec §3: relative photo URLs are prefixed with /photos unless they start with
 * http or /photos/. Absolute URLs and our own `/photos/<id>` pass through unchanged.
 */
export function resolvePhotoUrl(photoUrl: string): string {
  if (photoUrl.startsWith('http') || photoUrl.startsWith(`${PHOTOS_PATH_PREFIX}/`)) return photoUrl;
  return `${PHOTOS_PATH_PREFIX}${photoUrl.startsWith('/') ? '' : '/'}${photoUrl}`;
}

/** Chat spec §9: the thumbnail is the same URL with `size=thumbnail`. */
export function photoThumbnailUrl(photoUrl: string): string {
  const resolved = resolvePhotoUrl(photoUrl);
  const [path = resolved, hash] = resolved.split('#', 2);
  const joined = `${path}${path.includes('?') ? '&' : '?'}size=thumbnail`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
