import { notifications } from '@mantine/notifications';
import type { AuthToast } from './auth-errors';

/**
 * Failure toasts of the auth forms are destructive (red), like the spec's other failures. The
 * toast arrives already worded in the member's language (`loginErrorToast(m, error)`).
 */
export function showAuthError(toast: AuthToast): void {
  notifications.show({ ...toast, color: 'red' });
}
