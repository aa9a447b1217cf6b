import type { FirstScreenMessages } from '../later-areas';
import { admin } from './admin';
import { auth } from './auth';
import { bell } from './bell';
import { chat } from './chat';
import { common, live, notFound } from './common';
import { composer } from './composer';
import { connection } from './connection';
import { email } from './email';
import { fetching } from './fetching';
import { friends } from './friends';
import { input, request } from './input';
import { invite } from './invite';
import { limits } from './limits';
import { members } from './members';
import { messages } from './messages';
import { notifications } from './notifications';
import { pages } from './pages';
import { photo } from './photo';
import { places } from './places';
import { safety } from './safety';
import { search } from './search';
import { shell } from './shell';
import { sidebar } from './sidebar';
import { social } from './social';

/** The areas the first screen may show (see ../later-areas.ts): the rest of `de`. */
export const deFirstScreen: FirstScreenMessages = {
  admin,
  auth,
  bell,
  chat,
  common,
  composer,
  connection,
  email,
  fetching,
  friends,
  input,
  invite,
  limits,
  live,
  members,
  messages,
  notFound,
  notifications,
  pages,
  photo,
  places,
  request,
  safety,
  search,
  shell,
  sidebar,
  social,
};
