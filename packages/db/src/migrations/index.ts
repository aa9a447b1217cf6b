import type { Migration } from 'kysely/migration';
import * as initialSchema from './0001-initial-schema';
import * as photos from './0002-photos';
import * as search from './0003-search';
import * as userLocale from './0004-user-locale';
import * as reportEvidence from './0005-report-evidence';
import * as accountErasure from './0006-account-erasure';
import * as sessionDevices from './0007-session-devices';
import * as readPositions from './0008-read-positions';
import * as notificationDelivery from './0009-notification-delivery';
import * as moderation from './0010-moderation';
import * as removedMessages from './0011-removed-messages';
import * as pushPerSession from './0012-push-per-session';
import * as storedSearchVector from './0013-stored-search-vector';
import * as genderPreferenceAllGenders from './0014-gender-preference-all-genders';
import * as roomSeedKey from './0015-room-seed-key';
import * as messageEditsRepliesReactions from './0016-message-edits-replies-reactions';
import * as linkPreviews from './0017-link-previews';
import * as receiptsAndBlur from './0018-receipts-and-blur';
import * as messageLinkPreviews from './0019-message-link-previews';
import * as email from './0020-email';

/** Migrations in order. Frozen once released: add a new file rather than edit one. */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-photos': photos,
  '0003-search': search,
  '0004-user-locale': userLocale,
  '0005-report-evidence': reportEvidence,
  '0006-account-erasure': accountErasure,
  '0007-session-devices': sessionDevices,
  '0008-read-positions': readPositions,
  '0009-notification-delivery': notificationDelivery,
  '0010-moderation': moderation,
  '0011-removed-messages': removedMessages,
  '0012-push-per-session': pushPerSession,
  '0013-stored-search-vector': storedSearchVector,
  '0014-gender-preference-all-genders': genderPreferenceAllGenders,
  '0015-room-seed-key': roomSeedKey,
  '0016-message-edits-replies-reactions': messageEditsRepliesReactions,
  '0017-link-previews': linkPreviews,
  '0018-receipts-and-blur': receiptsAndBlur,
  '0019-message-link-previews': messageLinkPreviews,
  '0020-email': email,
};
