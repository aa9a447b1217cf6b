import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withLazyNeeds } from '../lib/lazy-needs';
import { memberRoute } from './member-route';

// Loaded on demand: only the chat screen is in the first download (design: Web).
const ProfilePage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/profile/profile-page')),
  'ProfilePage',
);

function ProfileScreen() {
  const { userId } = profileRoute.useParams();
  // A new member is a new page: nothing of the previous profile's state carries over.
  return <ProfilePage key={userId} userId={userId} />;
}

/** Profiles are read by members only: visitors get the auth screen here, as on the chat. */
export const profileRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: '/profile/$userId',
  component: ProfileScreen,
});
