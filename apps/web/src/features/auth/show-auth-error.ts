import { notifications } from '@mantine/notifications';
import type { AuthToast } from './auth-errors';

/** Failure toasts of the auth forms are destructive (red), like the spec's other failures. */
export function showAuthError(toast: AuthToast): void {
  notifications.show({ ...toast, color: 'red' });
}
