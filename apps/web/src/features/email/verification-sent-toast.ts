import type { Messages } from '@nahbar/contracts';
import { showSuccessToast } from '../../toasts';

/** Not tied to a screen: it appears on the chat screen that registering leads to. */
export function showVerificationSent(m: Messages, email: string): void {
  showSuccessToast(m.emailPages.verificationSent(email), undefined, { key: 'verification-sent' });
}
