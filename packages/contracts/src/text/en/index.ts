import { account } from './account';
import { accountSettings } from './account-settings';
import { admin } from './admin';
import { adminPage } from './admin-page';
import { appUpdate } from './app-update';
import { auth } from './auth';
import { bell } from './bell';
import { chat } from './chat';
import { common, live, notFound } from './common';
import { composer } from './composer';
import { connection } from './connection';
import { consent } from './consent';
import { emoji } from './emoji';
import { exportArchive } from './export-archive';
import { fetching } from './fetching';
import { friends } from './friends';
import { input, request } from './input';
import { invite } from './invite';
import { limits } from './limits';
import { location } from './location';
import { members } from './members';
import { messages } from './messages';
import { notificationSettings } from './notification-settings';
import { notifications } from './notifications';
import { pages } from './pages';
import { photo } from './photo';
import { places } from './places';
import { privacyPolicy } from './privacy-policy';
import { profile } from './profile';
import { safety } from './safety';
import { search } from './search';
import { sessions } from './sessions';
import { settings } from './settings';
import { shell } from './shell';
import { shortcuts } from './shortcuts';
import { sidebar } from './sidebar';
import { social } from './social';

/**
 * English, the source language: every area of the catalogue. German must match its shape
 * (`de/index.ts` is typed against it), so a missing German text fails the typecheck.
 */
export const en = {
  account,
  admin,
  adminPage,
  accountSettings,
  appUpdate,
  auth,
  bell,
  chat,
  common,
  composer,
  connection,
  consent,
  emoji,
  exportArchive,
  fetching,
  friends,
  input,
  invite,
  limits,
  live,
  location,
  members,
  messages,
  notFound,
  notificationSettings,
  notifications,
  pages,
  photo,
  places,
  privacyPolicy,
  profile,
  request,
  safety,
  search,
  sessions,
  settings,
  shell,
  shortcuts,
  sidebar,
  social,
};
