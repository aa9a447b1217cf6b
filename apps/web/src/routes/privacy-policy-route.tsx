import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withLazyNeeds } from '../lib/lazy-needs';
import { rootRoute } from './root';

// Loaded on demand: only the chat screen is in the first download (design: Web).
const PrivacyPolicyPage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/privacy/privacy-policy-page')),
  'PrivacyPolicyPage',
);

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  component: PrivacyPolicyPage,
});
