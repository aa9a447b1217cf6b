import { z } from 'zod';
import { textKey } from './text';

/** Quiet hours as stored: each an hour 'HH:00'. */
export interface QuietHours {
  enabled: boolean;
  startTime: string;
  endTime: string;
}

/** Where a member who never reported a time zone lives, most likely: Nahbar's home. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The time zone a browser reports (`Intl…resolvedOptions().timeZone`), checked. */
export const ZTimeZone = z
  .string({ error: textKey('notificationSettings.invalidTimeZone') })
  .max(64, textKey('notificationSettings.invalidTimeZone'))
  .refine(isKnownTimeZone, { error: textKey('notificationSettings.invalidTimeZone') });

function hourOf(time: string): number {
  return Number.parseInt(time.slice(0, 2), 10);
}

/** The hour (0–23) `now` shows on a clock in `timeZone`. */
export function hourIn(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return Number.parseInt(hour, 10);
}

/**
 * Whether `now` lies in the member's quiet hours, read on the member's own clock: in `timeZone`
 * (the one their browser reported; the server passes it), or the runtime's own (the browser).
 * The span may cross midnight (22:00–08:00); it includes its start hour and ends as its end hour
 * begins. Equal start and end mean no quiet hours at all.
 */
export function isQuietTime(quiet: QuietHours, now: Date, timeZone?: string): boolean {
  if (!quiet.enabled) return false;
  const start = hourOf(quiet.startTime);
  const end = hourOf(quiet.endTime);
  if (Number.isNaN(start) || Number.isNaN(end) || start === end) return false;
  const hour = timeZone ? hourIn(now, timeZone) : now.getHours();
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}
