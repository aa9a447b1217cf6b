/**
 * A member's own clock, from the IANA time zone their browser reported (Intl, as quiet hours
 * read it: packages/contracts/src/quiet-hours.ts). Dates are 'YYYY-MM-DD' strings of the local
 * calendar; instants are Dates.
 */

export interface LocalClock {
  /** The local calendar day, 'YYYY-MM-DD'. */
  date: string;
  /** 0–23 on the local clock. */
  hour: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function wallClock(at: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number.parseInt(part.value, 10);
  }
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of a UTC date-only value (`Date.UTC(y, m, d)`), as 'YYYY-MM-DD'. */
function dayString(utcMidnight: number): string {
  const d = new Date(utcMidnight);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function dayNumber(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map((n) => Number.parseInt(n, 10));
  return Date.UTC(y, m - 1, d);
}

export function localClock(at: Date, timeZone: string): LocalClock {
  const p = wallClock(at, timeZone);
  const date = `${pad(p.year ?? 0, 4)}-${pad(p.month ?? 1)}-${pad(p.day ?? 1)}`;
  const weekday = new Date(dayNumber(date)).getUTCDay();
  return { date, hour: p.hour ?? 0, weekday: weekday === 0 ? 7 : weekday };
}

/** The day `days` after (or before) a local date. */
export function addDays(date: string, days: number): string {
  return dayString(dayNumber(date) + days * 86_400_000);
}

/** How far the zone's clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const p = wallClock(new Date(at), timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a local clock in `timeZone` shows `hour`:00 on `date` (two passes over the zone's
 * offset, so a daylight-saving change between midnight UTC and that hour is taken into account;
 * the digests' hours, midnight and the evening, are never the hour a clock skips).
 */
export function zonedInstant(timeZone: string, date: string, hour: number): Date {
  const wall = dayNumber(date) + hour * 3_600_000;
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The ISO week of a local date: '2026-W48' (weeks start on Monday; week 1 holds a Thursday). */
export function isoWeek(date: string): string {
  const day = dayNumber(date);
  const weekday = new Date(day).getUTCDay() || 7;
  const thursday = day + (4 - weekday) * 86_400_000;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${pad(week)}`;
}
