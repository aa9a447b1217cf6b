import type { TBanDetails } from '@nahbar/contracts';
import { WITHOUT_DETAILS } from './suspension-marker';

/**
 * The ban's details as the sign-in screen stored them: null after a live ban (the server then
 * says only that, with close code 4003), and for anything unreadable, which never becomes a
 * reason on screen.
 */
export function parseSuspension(raw: string): TBanDetails | null {
  if (raw === WITHOUT_DETAILS) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'reason' in value &&
      'until' in value &&
      isTextOrNull(value.reason) &&
      isTextOrNull(value.until)
    )
      return { reason: value.reason, until: value.until };
  } catch {
    // A value no version of the app wrote: a suspension without details.
  }
  return null;
}

function isTextOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}
