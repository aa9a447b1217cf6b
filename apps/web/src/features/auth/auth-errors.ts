import type { Messages } from '@nahbar/contracts';
import { serverErrorText } from '../../i18n/server-text';

export interface AuthToast {
  title: string;
  message: string;
}

/** Whether the server refused a sign-in because of a ban (`error.data.isBanned`, apps/api trpc.ts). */
function isBanned(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const { data } = error;
  return typeof data === 'object' && data !== null && 'isBanned' in data && data.isBanned === true;
}

/**
 * What the server said of the ban when it refused a sign-in for one (`error.data.ban`, apps/api
 * trpc.ts: its reason and end); undefined for any other failure. Read, and checked, by the ban
 * screen (stored-suspension.ts), which loads with its own chunk.
 */
export function banOf(error: unknown): unknown {
  if (!isBanned(error) || typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null && 'ban' in data ? data.ban : undefined;
}

/**
 * The toast for a failed sign-in (accounts spec §8), including the banned case with its reason.
 * The server's text is shown by its key in the member's language; a failure without one (the
 * server could not be reached, say) gets the spec's fallback.
 */
export function loginErrorToast(m: Messages, error: unknown): AuthToast {
  const text = serverErrorText(m, error);
  if (isBanned(error)) {
    return { title: m.auth.accountSuspended, message: text ?? m.auth.accountSuspendedFallback };
  }
  return { title: m.auth.loginFailed, message: text ?? m.auth.loginFailedFallback };
}

/** The toast for a failed registration (accounts spec §8). */
export function registrationErrorToast(m: Messages, error: unknown): AuthToast {
  return {
    title: m.auth.registrationFailed,
    message: serverErrorText(m, error) ?? m.auth.registrationFailedFallback,
  };
}
