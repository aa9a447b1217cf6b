import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { type FriendsTabName, isFriendsTab } from '../features/friends/friends-tabs';
import { withLazyNeeds } from '../lib/lazy-needs';
import { memberRoute } from './member-route';

// Loaded on demand: only the chat screen is in the first download (design: Web).
const FriendsPage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/friends/friends-page')),
  'FriendsPage',
);

function FriendsScreen() {
  const { tab = 'friends' } = friendsRoute.useSearch();
  const navigate = friendsRoute.useNavigate();
  // The first tab is the page's plain address; a tab change replaces the entry, so Back leaves the page.
  const openTab = (next: FriendsTabName) =>
    void navigate({ search: next === 'friends' ? {} : { tab: next }, replace: true });
  return <FriendsPage tab={tab} onTabChange={openTab} />;
}

/**
 * /friends, below the member gate: visitors get the auth screen here, like on the chat
 * (accounts spec §2). `?tab=requests` opens a tab, e.g. from a friend request notification.
 */
export const friendsRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: '/friends',
  validateSearch: (search: Record<string, unknown>): { tab?: FriendsTabName } =>
    isFriendsTab(search.tab) ? { tab: search.tab } : {},
  component: FriendsScreen,
});
