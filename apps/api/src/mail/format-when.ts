import type { Locale } from '@nahbar/contracts';

/** The zone of a member who set none: the service's home. */
export const DEFAULT_MAIL_TIME_ZONE = 'Europe/Berlin';

const INTL_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/**
 * When a security event happened, in the member's language and zone, with the zone's name, so
 * "Saturday, 28 November 2026 at 18:02 CET" cannot be misread. An unknown zone falls back to
 * Berlin rather than failing the mail.
 */
export function formatWhen(iso: string, locale: Locale, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  const at = new Date(iso);
  try {
    return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...options,
      timeZone: DEFAULT_MAIL_TIME_ZONE,
    }).format(at);
  }
}
