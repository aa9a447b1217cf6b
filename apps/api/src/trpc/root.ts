import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { blocksRouter } from './routers/blocks';
import { chatDataRouter } from './routers/chat-data';
import { filtersRouter } from './routers/filters';
import { friendsRouter } from './routers/friends';
import { liveRouter } from './routers/live';
import { mailRouter } from './routers/mail';
import { messagesRouter } from './routers/messages';
import { notificationsRouter } from './routers/notifications';
import { photosRouter } from './routers/photos';
import { placesRouter } from './routers/places';
import { privacyRouter } from './routers/privacy';
import { privateChatsRouter } from './routers/private-chats';
import { profilesRouter } from './routers/profiles';
import { reportsRouter } from './routers/reports';
import { roomsRouter } from './routers/rooms';
import { searchRouter } from './routers/search';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  places: placesRouter,
  rooms: roomsRouter,
  messages: messagesRouter,
  privateChats: privateChatsRouter,
  chatData: chatDataRouter,
  search: searchRouter,
  live: liveRouter,
  photos: photosRouter,
  friends: friendsRouter,
  blocks: blocksRouter,
  reports: reportsRouter,
  privacy: privacyRouter,
  filters: filtersRouter,
  profiles: profilesRouter,
  account: accountRouter,
  notifications: notificationsRouter,
  mail: mailRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
