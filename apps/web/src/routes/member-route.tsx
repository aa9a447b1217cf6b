import type { TSessionUser } from '@nahbar/contracts';
import { createRoute, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyComponent } from '../components/lazy-dialog';
import { PageLoader } from '../components/page-loader';
import { rootRoute } from './root';

/**
 * The routes only members use: the chat and /friends. Visitors get the auth screen in their
 * place, at the same address (accounts spec §2), so signing in leads straight to what they
 * asked for. The root's `beforeLoad` has found who is signed in; this gate only shows its verdict.
 */
export const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'member',
  component: MemberGate,
});

// Members who come back are signed in already: the sign-in screens load only for visitors.
const AuthScreen = lazyComponent(() =>
  import('../features/auth/auth-screen').then((module) => module.AuthScreen),
);

function MemberGate() {
  const { member } = memberRoute.useRouteContext();
  if (member) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AuthScreen />
    </Suspense>
  );
}

/** The signed-in member, for the screens below the gate, which renders them only for one. */
export function useMember(): TSessionUser {
  const { member } = memberRoute.useRouteContext();
  if (!member) throw new Error('useMember is for screens below the member gate');
  return member;
}
