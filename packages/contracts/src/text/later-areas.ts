import type { Messages } from './types';

/**
 * The areas only screens and dialogs loaded on demand show (settings, the profile, the admin
 * page, the privacy policy, the cookie panel, the mails (only the server renders them), the shortcuts dialog, the emoji grid and its search, the update
 * offer, the ban screen's details): the web app fetches them
 * as a second chunk once the chat screen is up, so a first visit loads only the rest. One list
 * for both languages, so both split alike (`catalogue.test.ts` checks each part).
 * An area the chat screen may show stays out of it, texts the server sends included: `social`,
 * `input` and `request` name errors a send or a friend request on the chat screen may get.
 * apps/web/src/i18n/first-screen-texts.test.ts fails when the first load reads one of these.
 */
export const LATER_AREAS = [
  'account',
  'accountSettings',
  'adminPage',
  'appUpdate',
  'consent',
  'emailPages',
  'emailSettings',
  'emoji',
  'emojiSearch',
  'exportArchive',
  'location',
  'mail',
  'messageActions',
  'notificationSettings',
  'passwords',
  'privacyPolicy',
  'profile',
  'sessions',
  'settings',
  'shortcuts',
  'suspension',
] as const;

export type LaterArea = (typeof LATER_AREAS)[number];

/** A language's texts for the first screen: every area but the later ones. */
export type FirstScreenMessages = Omit<Messages, LaterArea>;

/** A language's later areas, fetched after the first screen. */
export type LaterMessages = Pick<Messages, LaterArea>;
