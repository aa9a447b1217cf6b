import type { Actor, AppDeps } from '../../deps';
import { usePhotoInMessage } from '../photos/use-photo-in-message';

/**
 * The hook where a photo message's URL is checked before it is stored: only a photo the
 * actor uploaded, processed (a direct S3 upload is processed here, on first use), and
 * named by its lasting `/photos/<id>` URL, its upload URL or its S3 upload URL. Answers
 * the lasting URL, which is what the message stores.
 */
export function assertPhotoUsable(deps: AppDeps, actor: Actor, photoUrl: string): Promise<string> {
  return usePhotoInMessage(deps, actor, photoUrl);
}
