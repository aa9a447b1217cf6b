import type { TPrivacySettings } from './social';

/*
 * The fixed lists members choose from, and the defaults they start with: plain values with no
 * schema attached, so the web app's first load can use them without the validation library.
 * The schemas that check these choices (social.ts, account.ts, …) build on these lists.
 */

/**
 * Accounts spec §3: the profile's gender options. Registration offers them all as well (the
 * spec's registration took only the first two; "other" reads "divers" in German, a legal option there).
 */
export const PROFILE_GENDERS = ['male', 'female', 'non-binary', 'other'] as const;
export type TProfileGender = (typeof PROFILE_GENDERS)[number];

/**
 * Whom a member wants to be contacted by (the contact filter, and "Interested in" on the
 * profile tab): everyone or one gender. The spec's three (all, male, female) plus the
 * profile's other genders, so a member can choose the people registration now lets in.
 * Written out rather than spread from PROFILE_GENDERS, which would keep it in every bundle
 * (auth.test.ts holds the two lists together).
 */
export const GENDER_PREFERENCES = ['all', 'male', 'female', 'non-binary', 'other'] as const;
export type TGenderPreference = (typeof GENDER_PREFERENCES)[number];

/** Why a member reports another (accounts spec §6). */
export const REPORT_REASONS = [
  'harassment',
  'spam',
  'inappropriate_content',
  'fake_profile',
  'other',
] as const;

/** Messages of the private chat between the two kept as evidence when the reporter agrees. */
export const REPORT_EVIDENCE_MESSAGES = 20;

/** Accounts spec §3 and §6. */
export const PROFILE_VISIBILITIES = ['public', 'friends', 'private'] as const;
export const DIRECT_MESSAGE_RULES = ['everyone', 'friends', 'nobody'] as const;

export const DEFAULT_PRIVACY_SETTINGS: TPrivacySettings = {
  profileVisibility: 'public',
  showOnlineStatus: true,
  showLastSeen: true,
  showAge: true,
  showLocation: true,
  showPhotosToStrangers: true,
  discoverableInSearch: true,
  allowMentions: true,
  allowDirectMessages: 'everyone',
  readReceipts: false,
  blurStrangerPhotos: true,
};

/**
 * What a room or private chat notifies a member of (Element's per-room levels): everything
 * (mentions, and in a private chat each message while the member is not looking at it), only
 * mentions, or nothing. Unread messages are counted at every level.
 */
export const NOTIFICATION_LEVELS = ['all', 'mentions', 'nothing'] as const;
export type TNotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** The per-type switches for notifications in the app (accounts spec §3, client shape). */
export const APP_NOTIFICATION_SWITCHES = [
  'newMessages',
  'mentions',
  'reactions',
  'friendRequests',
  'photoLikes',
  'profileViews',
  'newMatches',
  'roomInvites',
  'systemUpdates',
  'securityAlerts',
] as const;
export type TAppNotificationSwitch = (typeof APP_NOTIFICATION_SWITCHES)[number];

/** The e-mail switches: stored only, as members give no e-mail address. */
export const EMAIL_NOTIFICATION_SWITCHES = [
  'dailySummary',
  'weeklyHighlights',
  'importantUpdates',
  'securityAlerts',
] as const;
export type TEmailNotificationSwitch = (typeof EMAIL_NOTIFICATION_SWITCHES)[number];

/** The image types accepted, sniffed from the bytes (never SVG: it can carry script). */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TPhotoAcceptedType = (typeof PHOTO_ACCEPTED_TYPES)[number];
