import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withAllStyles } from '../styles/all-styles';
import { rootRoute } from './root';

// Loaded on demand: only the chat screen is in the first download (design: Web).
const PrivacyPolicyPage = lazyRouteComponent(
  () => withAllStyles(import('../features/privacy/privacy-policy-page')),
  'PrivacyPolicyPage',
);

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  component: PrivacyPolicyPage,
});
