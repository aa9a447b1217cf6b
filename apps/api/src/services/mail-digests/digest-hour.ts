import { isQuietTime, type QuietHours } from '@nahbar/contracts';

/** The local hour digests go out at (18:00 on the member's clock), unless quiet hours hold then. */
export const DIGEST_HOUR = 18;

/** The weekly highlights' day: Sunday (ISO weekday 7), at the same hour. */
export const WEEKLY_DIGEST_WEEKDAY = 7;

/**
 * The local hour a member's digest goes out at on a day: DIGEST_HOUR, or, when that hour lies in
 * their quiet hours, the hour those end if that is still the same day (quiet 17:00–20:00: at
 * 20:00). Quiet hours that run from before DIGEST_HOUR past midnight (16:00–08:00) leave no hour
 * that evening: null, the day has no digest. Ours (the brief leaves it open): a mail the member
 * asked not to be disturbed by would otherwise arrive at night or a day late, about a day gone.
 */
export function digestHour(quiet: QuietHours): number | null {
  const at = (hour: number) => new Date(Date.UTC(2000, 0, 1, hour));
  // Read on a UTC clock at the given hours: the rule is the contracts' one, hour by hour.
  if (!isQuietTime(quiet, at(DIGEST_HOUR), 'UTC')) return DIGEST_HOUR;
  for (let hour = DIGEST_HOUR + 1; hour < 24; hour++) {
    if (!isQuietTime(quiet, at(hour), 'UTC')) return hour;
  }
  return null;
}
