import { PHOTO_ACCEPTED_TYPES } from '@nahbar/contracts';
import type { AppDeps } from '../../deps';
import { processPhoto } from '../../photos/process-photo';
import type { LinkFetchLimits } from './fetch-limits';
import type { LinkNetwork } from './link-network';
import { safeFetch } from './safe-fetch';

/** Where a preview's image lives in the photo store; the id is the preview row's. */
export function previewImageKey(previewId: string): string {
  return `link-previews/${previewId}`;
}

/**
 * Fetches a page's preview image under the same rules as the page, re-encodes it through the
 * photo pipeline (type read from the bytes, pixel bound, no metadata) and stores the
 * thumbnail-sized version, which is all a preview shows. Answers the stored content type, or
 * null when anything on the way fails: the preview then simply has no image.
 */
export async function storePreviewImage(
  deps: Pick<AppDeps, 'photos'>,
  network: LinkNetwork,
  imageUrl: string,
  previewId: string,
  limits: LinkFetchLimits,
): Promise<'image/jpeg' | 'image/webp' | null> {
  try {
    const fetched = await safeFetch(
      network,
      {
        url: imageUrl,
        accept: PHOTO_ACCEPTED_TYPES.join(', '),
        acceptsMimeType: (mime) => (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(mime),
      },
      limits,
    );
    const { thumbnail } = await processPhoto(fetched.body, 'link-preview', fetched.mimeType);
    await deps.photos.put(previewImageKey(previewId), thumbnail.data, thumbnail.contentType);
    return thumbnail.contentType;
  } catch {
    return null;
  }
}
