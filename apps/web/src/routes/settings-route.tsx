import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { parseSettingsSearch, type SettingsTab } from '../features/settings/settings-tabs';
import { withLazyNeeds } from '../lib/lazy-needs';
import { rootRoute } from './root';

// Loaded on demand: only the chat screen is in the first download (design: Web).
const SettingsPage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/settings/settings-page')),
  'SettingsPage',
);

function SettingsScreen() {
  const { member } = settingsRoute.useRouteContext();
  const { tab } = settingsRoute.useSearch();
  const navigate = settingsRoute.useNavigate();
  // Each tab opened is a step in the history: Back returns to the tab before (issue 32).
  const openTab = (next: SettingsTab) => void navigate({ search: { tab: next } });
  return <SettingsPage member={member} tab={tab} onTabChange={openTab} />;
}

/**
 * Not behind the member gate: a visitor gets the settings' own 'please log in' state
 * (accounts spec §2) rather than the auth screen. The tab lives in the address (`?tab=`).
 */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  validateSearch: parseSettingsSearch,
  component: SettingsScreen,
});
