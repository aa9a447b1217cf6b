import { createRoute } from '@tanstack/react-router';
import { PageFrame } from '../components/page-frame';
import { SignedIn } from '../features/auth/signed-in';
import { rootRoute } from './root';

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: () => <PageFrame title="Settings" />,
});

/** Visitors get the auth screen here, like on the chat (accounts spec §2). */
export const friendsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/friends',
  component: () => <SignedIn>{() => <PageFrame title="Friends" />}</SignedIn>,
});

export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/$userId',
  component: () => <PageFrame title="Profile" />,
});
