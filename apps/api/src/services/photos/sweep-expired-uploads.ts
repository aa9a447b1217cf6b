import { photosQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { discardUpload } from './finish-upload';
import { PENDING_GRACE_MS } from './photo-policy';

/**
 * Removes uploads that were never finished, with their raw bytes, once their URL expired
 * and the grace period passed. Runs on each new upload for its owner, and can run for
 * everyone from a timer.
 */
export async function sweepExpiredUploads(
  deps: AppDeps,
  options: { ownerId?: string; now?: Date; limit?: number } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - PENDING_GRACE_MS);
  const expired = await photosQueries.listExpiredPending(
    deps.db,
    cutoff,
    options.limit ?? 100,
    options.ownerId,
  );
  for (const photo of expired) await discardUpload(deps, photo);
  return expired.length;
}
