import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { withLazyNeeds } from '../lib/lazy-needs';
import { rootRoute } from './root';

// Loaded on demand: only admins open it.
const AdminPage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/admin/admin-page')),
  'AdminPage',
);

/**
 * Admins only: everyone else is sent to the chat. The role comes from the server's `auth.me`,
 * never from the stored copy, which a user could edit. The guard runs again whenever the session
 * changes (see `AppRouter`), so a sign-out or a user switch while the page is open leaves it too.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: async ({ context }) => {
    if (!context.member) throw redirect({ to: '/chat', replace: true });
    const me = await context.trpc.auth.me.ensureData().catch(() => null);
    if (me?.role !== 'admin') throw redirect({ to: '/chat', replace: true });
  },
  component: AdminPage,
});
