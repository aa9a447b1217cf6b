import type { TSessionUser } from '@nahbar/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { Fragment, useEffect } from 'react';
import type { TrpcUtils } from '../app/app-clients';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../features/auth/session';
import { CookieConsent } from '../features/consent/cookie-consent';
import { enterScreen } from '../toasts';
import { ErrorPage } from './error-page';
import { knownMember } from './known-member';
import { NotFoundPage } from './not-found-page';

/** What the session knows, for the route guards (see `AppRouter`, which keeps it current). */
export interface SessionSnapshot {
  /** The signed-in user, or null for a visitor. */
  user: TSessionUser | null;
  /** True only while nothing is known yet: no stored user and no server answer. */
  loading: boolean;
}

interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  session: SessionSnapshot;
}

/**
 * Everything below restarts when the signed-in user changes (accounts spec §4), so no screen
 * keeps state that belonged to someone else. Between a change of the session and the guards'
 * next run nothing is shown, so no screen lives on for a user who has gone.
 */
function RootLayout() {
  const { user } = useSession();
  const { member } = rootRoute.useRouteContext();
  const current = (user?.id ?? null) === (member?.id ?? null);
  const path = useRouterState({ select: (state) => state.location.pathname });
  // A screen is who looks at which path: signing in or out, or going elsewhere, leaves it and
  // drops the toasts that belonged to it (a failed sign-in, a settings form's failure).
  const screen = `${member?.id ?? 'visitor'} ${path}`;
  useEffect(() => enterScreen(screen), [screen]);
  return (
    <>
      {current && (
        <Fragment key={member?.id ?? 'visitor'}>
          <Outlet />
        </Fragment>
      )}
      {/* Outside the restart: a choice made on the auth screen stays made after signing in. */}
      <CookieConsent />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => ({ member: await knownMember(context) }),
  component: RootLayout,
  pendingComponent: PageLoader,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
