import { createRouter, RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { queryClient, trpcUtils } from './app/app-clients';
import { useSession } from './features/auth/session';
import type { SessionSnapshot } from './routes/root';
import { routeTree } from './routes/route-tree';

/** Nothing known yet; `AppRouter` hands the guards the real session before the first load. */
const UNKNOWN_SESSION: SessionSnapshot = { user: null, loading: true };

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc: trpcUtils, session: UNKNOWN_SESSION },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * The routes with the session in their context. The guards in `beforeLoad` run on navigation
 * only, so a change of the session (sign-in, sign-out, another tab, the server's first answer)
 * runs them again here.
 */
export function AppRouter() {
  const { user, loading } = useSession();
  const session = useMemo<SessionSnapshot>(() => ({ user, loading }), [user, loading]);
  const guarded = useRef(session);
  useEffect(() => {
    if (guarded.current === session) return;
    guarded.current = session;
    void router.invalidate();
  }, [session]);
  return <RouterProvider router={router} context={{ queryClient, trpc: trpcUtils, session }} />;
}
