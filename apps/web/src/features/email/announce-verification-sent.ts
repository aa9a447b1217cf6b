import type { Messages } from '@nahbar/contracts';
import { withLazyNeeds } from '../../lib/lazy-needs';

/**
 * After registering with an address: says a verification link was sent. Its text is a later
 * one (the first screen's texts are at their budget), so it shows once those are in; the chat
 * screen is up by then. Offline, the note is skipped: the account tab shows the address waiting.
 */
export function announceVerificationSent(m: Messages, email: string): void {
  void withLazyNeeds(import('./verification-sent-toast')).then(
    ({ showVerificationSent }) => showVerificationSent(m, email),
    () => undefined,
  );
}
