import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withLazyNeeds } from '../lib/lazy-needs';
import { rootRoute } from './root';

/*
 * The pages the mailed links open, signed in or not. Loaded on demand: only the chat screen is
 * in the first download (design: Web). Their tokens travel in the fragment (`#token=…`), which
 * the router leaves alone and no request carries.
 */
const ForgotPasswordPage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/email/forgot-password-page')),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/email/reset-password-page')),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/email/verify-email-page')),
  'VerifyEmailPage',
);
const UnsubscribePage = lazyRouteComponent(
  () => withLazyNeeds(import('../features/email/unsubscribe-page')),
  'UnsubscribePage',
);

export const emailRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: '/forgot-password', component: ForgotPasswordPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/reset-password', component: ResetPasswordPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/verify-email', component: VerifyEmailPage }),
  createRoute({ getParentRoute: () => rootRoute, path: '/unsubscribe', component: UnsubscribePage }),
] as const;
