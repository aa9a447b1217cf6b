import type { TSessionUser } from '@nahbar/contracts';
import { createRoute, Outlet } from '@tanstack/react-router';
import { AuthScreen } from '../features/auth/auth-screen';
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

function MemberGate() {
  const { member } = memberRoute.useRouteContext();
  return member ? <Outlet /> : <AuthScreen />;
}

/** The signed-in member, for the screens below the gate, which renders them only for one. */
export function useMember(): TSessionUser {
  const { member } = memberRoute.useRouteContext();
  if (!member) throw new Error('useMember is for screens below the member gate');
  return member;
}
