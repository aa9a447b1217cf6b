const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formats.set(locale, format);
  }
  return format;
}

interface RelativeTimeWords {
  /** The tag `Intl` formats with. */
  locale: string;
  /** What a time under a minute ago reads as. */
  justNow: string;
}

const ENGLISH: RelativeTimeWords = { locale: 'en-US', justNow: 'Just now' };

/**
 * Relative time of a message (chat spec §9): days, hours or minutes ago ('vor 5 Minuten' in
 * German), else 'Just now'. A time slightly in the future (clocks of client and server
 * disagree) also reads 'Just now'.
 */
export function formatRelativeTime(
  at: string | number | Date,
  now: number = Date.now(),
  words: RelativeTimeWords = ENGLISH,
): string {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  const format = relativeFormat(words.locale);
  if (elapsed >= DAY_MS) return format.format(-Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed >= HOUR_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed >= MINUTE_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  return words.justNow;
}
