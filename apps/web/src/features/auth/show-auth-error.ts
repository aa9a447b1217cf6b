import { showToast } from '../../toasts';
import type { AuthToast } from './auth-errors';

/**
 * Failure toasts of the auth forms are destructive (red), like the spec's other failures. The
 * toast arrives already worded in the member's language (`loginErrorToast(m, error)`). It belongs
 * to the auth screen: signing in (or leaving) drops it.
 */
export function showAuthError(toast: AuthToast): void {
  showToast({ ...toast, tone: 'danger', key: 'auth', screenOnly: true });
}
