import { authRouter } from './routers/auth';
import { placesRouter } from './routers/places';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  places: placesRouter,
});

export type AppRouter = typeof appRouter;
