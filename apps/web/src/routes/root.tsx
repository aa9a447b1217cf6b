import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useSession } from '../features/auth/session';
import type { TrpcUtils } from '../lib/app-clients';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

/**
 * Everything below restarts when the signed-in user changes (accounts spec §4), so no screen
 * keeps state that belonged to someone else.
 */
function RootLayout() {
  const { user } = useSession();
  return (
    <Fragment key={user?.id ?? 'visitor'}>
      <Outlet />
    </Fragment>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
