import { z } from 'zod';
import { ZPrimaryPhoto, ZPublicUser } from './auth';
import { DIRECT_MESSAGE_RULES, GENDER_PREFERENCES, PROFILE_VISIBILITIES, REPORT_REASONS } from './choices';
import {
  AGE_PREFERENCE_MAX,
  AGE_PREFERENCE_MIN,
  BLOCK_REASON_MAX_LENGTH,
  REPORT_DESCRIPTION_MAX_LENGTH,
} from './constants';
import { zName, zText } from './input-hygiene';
import { ZProfilePhoto } from './photos';
import { ZUserId } from './rooms';
import { textKey } from './text';

/** Accounts spec §3: what links the caller to another member. */
export const FRIENDSHIP_STATUSES = ['none', 'friends', 'pending_sent', 'pending_received'] as const;
export const ZFriendshipStatus = z.enum(FRIENDSHIP_STATUSES);
export type TFriendshipStatus = z.infer<typeof ZFriendshipStatus>;

export const ZUserIdInput = z.object({ userId: ZUserId });
export type TUserIdInput = z.input<typeof ZUserIdInput>;

export const ZFriendRequestId = z.guid({ error: textKey('social.requestNotFound') });

export const ZRespondFriendRequestInput = z.object({
  requestId: ZFriendRequestId,
  action: z.enum(['accept', 'decline'], { error: textKey('social.invalidAction') }),
});
export type TRespondFriendRequestInput = z.input<typeof ZRespondFriendRequestInput>;

export const ZFriendRequestIdInput = z.object({ requestId: ZFriendRequestId });
export type TFriendRequestIdInput = z.input<typeof ZFriendRequestIdInput>;

export const ZFriendListUser = z
  .object({
    id: z.string(),
    username: z.string(),
    displayName: z.string(),
    gender: z.string(),
    primaryPhoto: ZPrimaryPhoto,
    isOnline: z.boolean(),
  })
  .meta({
    id: 'FriendListUser',
    description:
      'A member as lists of friends and requests show them (accounts spec §3: username, primaryPhoto).',
  });
export type TFriendListUser = z.infer<typeof ZFriendListUser>;

export const ZFriendRequest = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    sender: ZFriendListUser,
    receiver: ZFriendListUser,
  })
  .meta({ id: 'FriendRequest' });
export type TFriendRequest = z.infer<typeof ZFriendRequest>;

export const ZFriend = z
  .object({ id: z.string(), createdAt: z.string(), friend: ZFriendListUser })
  .meta({ id: 'Friend', description: "`id` is the friendship's id." });
export type TFriend = z.infer<typeof ZFriend>;

/** What sending a request did: a request the other had already sent is accepted instead. */
export const ZFriendRequestOutcome = z.object({
  status: ZFriendshipStatus,
  requestId: z.string().nullable(),
});
export type TFriendRequestOutcome = z.infer<typeof ZFriendRequestOutcome>;

/** Blocks: the server accepts 500 characters; the chat UI counts to 200 (design: known contradictions). */
export const ZBlockReason = zText()
  .trim()
  .max(BLOCK_REASON_MAX_LENGTH, textKey('social.blockReasonTooLong'))
  .optional()
  .nullable();

export const ZBlockInput = z.object({ userId: ZUserId, reason: ZBlockReason });
export type TBlockInput = z.input<typeof ZBlockInput>;

export const ZBlockByUsernameInput = z.object({
  username: zName().trim().min(1, textKey('social.usernameRequired')).max(100),
  reason: ZBlockReason,
});
export type TBlockByUsernameInput = z.input<typeof ZBlockByUsernameInput>;

export const ZBlockedUser = z
  .object({
    id: z.string(),
    blockedId: z.string(),
    blockedAt: z.string(),
    reason: z.string().nullable(),
    blockedUser: z.object({ displayName: z.string(), username: z.string() }),
  })
  .meta({ id: 'BlockedUser', description: 'Accounts spec §3: a blocked-user entry.' });
export type TBlockedUser = z.infer<typeof ZBlockedUser>;

export const ZReportReason = z.enum(REPORT_REASONS, { error: textKey('social.reportFieldsRequired') });
export type TReportReason = z.infer<typeof ZReportReason>;

export const ZReportInput = z.object({
  userId: ZUserId,
  reason: ZReportReason,
  description: zText({ error: textKey('social.reportFieldsRequired') })
    .trim()
    .min(1, textKey('social.reportFieldsRequired'))
    .max(REPORT_DESCRIPTION_MAX_LENGTH, textKey('social.reportDescriptionTooLong')),
  messageId: z
    .guid({ error: textKey('social.reportedMessageNotFound') })
    .optional()
    .nullable()
    .meta({ description: 'A message of the reported member the report is about (from its menu).' }),
  attachEvidence: z.boolean().optional().default(false).meta({
    description: 'Keep a copy of the last messages of the private chat between the two as evidence.',
  }),
});
export type TReportInput = z.input<typeof ZReportInput>;

export const ZReportCreated = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'reviewed', 'resolved', 'dismissed']),
    updated: z.boolean().meta({
      description:
        'True when an open report of the same member by the same reporter within a day was updated.',
    }),
    evidenceMessages: z.number(),
  })
  .meta({ id: 'ReportCreated' });
export type TReportCreated = z.infer<typeof ZReportCreated>;

export const ZPrivacySettings = z
  .object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES),
    showOnlineStatus: z.boolean(),
    showLastSeen: z.boolean(),
    showAge: z.boolean(),
    showLocation: z.boolean(),
    showPhotosToStrangers: z.boolean(),
    discoverableInSearch: z.boolean(),
    allowMentions: z.boolean(),
    allowDirectMessages: z.enum(DIRECT_MESSAGE_RULES),
    readReceipts: z
      .boolean()
      .meta({ description: 'Read receipts in private chats: shown only when both members turned them on.' }),
    blurStrangerPhotos: z.boolean().meta({
      description: 'Photos a non-friend sends in a private chat show blurred until the member taps them.',
    }),
  })
  .meta({ id: 'PrivacySettings' });
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;

/** A change of any of the settings; the others keep their values. Unknown values are a 400. */
export const ZUpdatePrivacySettingsInput = z
  .object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: textKey('social.invalidPrivacyValue') }),
    showOnlineStatus: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    showLastSeen: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    showAge: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    showLocation: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    showPhotosToStrangers: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    discoverableInSearch: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    allowMentions: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    allowDirectMessages: z.enum(DIRECT_MESSAGE_RULES, { error: textKey('social.invalidPrivacyValue') }),
    readReceipts: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
    blurStrangerPhotos: z.boolean({ error: textKey('social.invalidPrivacyValue') }),
  })
  .partial()
  .strip();
export type TUpdatePrivacySettingsInput = z.input<typeof ZUpdatePrivacySettingsInput>;

/** Accounts spec §6: who may open a private chat with the member (friends are exempt). */
export const ZContactFilters = z.object({
  genderPreference: z.enum(GENDER_PREFERENCES),
  ageMin: z.number(),
  ageMax: z.number(),
});
export type TContactFilters = z.infer<typeof ZContactFilters>;

const zPreferredAge = z
  .number({ error: textKey('social.invalidAgeRange') })
  .int(textKey('social.invalidAgeRange'))
  .min(AGE_PREFERENCE_MIN, textKey('social.invalidAgeRange'))
  .max(AGE_PREFERENCE_MAX, textKey('social.invalidAgeRange'));

/** Accounts spec §5: ageMin must not exceed ageMax (reported on ageMax). */
export const ZUpdateContactFiltersInput = z
  .object({
    genderPreference: z.enum(GENDER_PREFERENCES, { error: textKey('social.invalidGenderPreference') }),
    ageMin: zPreferredAge,
    ageMax: zPreferredAge,
  })
  .refine((f) => f.ageMin <= f.ageMax, { message: textKey('social.ageMinAboveMax'), path: ['ageMax'] });
export type TUpdateContactFiltersInput = z.input<typeof ZUpdateContactFiltersInput>;

/**
 * The public profile page (accounts spec §2): what the viewer may see of the member, every
 * field already cut down by the member's privacy settings and the relation between the two.
 */
export const ZPublicProfile = z.object({
  user: ZPublicUser.extend({
    lastSeen: z
      .string()
      .nullable()
      .meta({ description: 'ISO time of the last connection; null when hidden or never.' }),
  }),
  photos: z.array(ZProfilePhoto),
  isSelf: z.boolean(),
  friendshipStatus: ZFriendshipStatus,
  blockedByMe: z.boolean().meta({ description: 'The viewer blocked this member.' }),
  canMessage: z
    .boolean()
    .meta({ description: 'Whether the viewer may open a private chat with the member now.' }),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
