import { Badge } from '@mantine/core';
import { createRoute, Navigate, redirect } from '@tanstack/react-router';
import { PageFrame } from '../components/page-frame';
import { useSession } from '../features/auth/session';
import { rootRoute } from './root';

function AdminPage() {
  const { user } = useSession();
  // The guard ran on entry; this catches a sign-out or a user switch while the page is open.
  if (user?.role !== 'admin') return <Navigate to="/chat" replace />;
  return (
    <PageFrame
      title="Admin Dashboard"
      titleExtra={
        <Badge color="orange" variant="light">
          Admin
        </Badge>
      }
      data-testid="admin-dashboard"
    />
  );
}

/**
 * Admins only: everyone else is sent to the chat. The role comes from the server's `auth.me`,
 * never from the stored copy, which a user could edit.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: async ({ context }) => {
    const me = await context.trpc.auth.me.ensureData().catch(() => null);
    if (me?.role !== 'admin') throw redirect({ to: '/chat', replace: true });
  },
  component: AdminPage,
});
