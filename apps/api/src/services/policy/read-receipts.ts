import type { TPrivacySettings } from '@nahbar/contracts';
import { hiddenByBlock } from './can';
import type { Relation } from './relation';

/**
 * May the viewer learn how far the other member of a private chat has read, and they the
 * viewer's? Only when both turned read receipts on, and never across a block: the answer is
 * the same both ways, so one member's switch turned off ends receipts for both at once.
 */
export function receiptsShared(viewerPrivacy: Pick<TPrivacySettings, 'readReceipts'>, r: Relation): boolean {
  if (r.self || hiddenByBlock(r)) return false;
  return viewerPrivacy.readReceipts && r.privacy.readReceipts;
}
