import { authRouter } from './routers/auth';
import { chatDataRouter } from './routers/chat-data';
import { liveRouter } from './routers/live';
import { messagesRouter } from './routers/messages';
import { photosRouter } from './routers/photos';
import { placesRouter } from './routers/places';
import { privateChatsRouter } from './routers/private-chats';
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
});

export type AppRouter = typeof appRouter;
