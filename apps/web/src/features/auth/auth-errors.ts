import { TEXT } from '@nahbar/contracts';

export interface AuthToast {
  title: string;
  message: string;
}

/** What the tRPC error formatter puts into `error.data` (apps/api trpc.ts). */
interface ServerErrorData {
  isBanned?: unknown;
}

function serverData(error: unknown): ServerErrorData | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error;
  return typeof data === 'object' && data !== null ? data : null;
}

/**
 * The server's own text, if the server answered. A network failure has no `data` and its text
 * ('Failed to fetch') means nothing to users; a text that looks like JSON is an unformatted
 * validation dump. Both fall back to the spec's wording.
 */
function serverText(error: unknown): string | null {
  if (!serverData(error) || !(error instanceof Error)) return null;
  const text = error.message.trim();
  if (!text || text.startsWith('[') || text.startsWith('{')) return null;
  return text;
}

/** The toast for a failed sign-in (accounts spec §8), including the banned case. */
export function loginErrorToast(error: unknown): AuthToast {
  if (serverData(error)?.isBanned === true) {
    return {
      title: TEXT.auth.accountSuspended,
      message: serverText(error) ?? TEXT.auth.accountSuspendedFallback,
    };
  }
  return { title: TEXT.auth.loginFailed, message: serverText(error) ?? TEXT.auth.loginFailedFallback };
}

/** The toast for a failed registration (accounts spec §8). */
export function registrationErrorToast(error: unknown): AuthToast {
  return {
    title: TEXT.auth.registrationFailed,
    message: serverText(error) ?? TEXT.auth.registrationFailedFallback,
  };
}
