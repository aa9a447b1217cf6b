import type { LaterArea } from '../later-areas';
import { account } from './account';
import { accountSettings } from './account-settings';
import { adminPage } from './admin-page';
import { appUpdate } from './app-update';
import { consent } from './consent';
import { emailPages } from './email-pages';
import { emailSettings } from './email-settings';
import { emoji } from './emoji';
import { emojiSearch } from './emoji-search';
import { exportArchive } from './export-archive';
import { location } from './location';
import { mail } from './mail';
import { messageActions } from './message-actions';
import { notificationSettings } from './notification-settings';
import { passwords } from './passwords';
import { privacyPolicy } from './privacy-policy';
import { profile } from './profile';
import { sessions } from './sessions';
import { settings } from './settings';
import { shortcuts } from './shortcuts';
import { suspension } from './suspension';

/** The areas only screens and dialogs loaded on demand show (../later-areas.ts). */
export const enLater = {
  account,
  adminPage,
  appUpdate,
  accountSettings,
  consent,
  emailPages,
  emailSettings,
  emoji,
  emojiSearch,
  exportArchive,
  location,
  mail,
  messageActions,
  notificationSettings,
  passwords,
  privacyPolicy,
  profile,
  sessions,
  settings,
  shortcuts,
  suspension,
} satisfies Record<LaterArea, object>;
