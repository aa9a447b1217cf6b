import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, isQuietTime, ZTimeZone } from './quiet-hours';

const at = (hour: number, minute = 0) => new Date(2026, 10, 24, hour, minute);

describe('quiet hours', () => {
  it.each([
    // across midnight
    ['22:00', '08:00', 21, 59, false],
    ['22:00', '08:00', 22, 0, true],
    ['22:00', '08:00', 23, 30, true],
    ['22:00', '08:00', 0, 0, true],
    ['22:00', '08:00', 7, 59, true],
    ['22:00', '08:00', 8, 0, false],
    ['22:00', '08:00', 12, 0, false],
    // within a day
    ['13:00', '15:00', 12, 59, false],
    ['13:00', '15:00', 13, 0, true],
    ['13:00', '15:00', 14, 59, true],
    ['13:00', '15:00', 15, 0, false],
    // the same hour twice: none
    ['09:00', '09:00', 9, 30, false],
  ])('%s–%s at %i:%i is quiet: %s', (startTime, endTime, hour, minute, quiet) => {
    expect(isQuietTime({ enabled: true, startTime, endTime }, at(hour, minute))).toBe(quiet);
  });

  it('is never quiet while switched off', () => {
    expect(isQuietTime({ enabled: false, startTime: '00:00', endTime: '23:00' }, at(12))).toBe(false);
  });
});

describe('quiet hours on the member’s own clock', () => {
  const night = { enabled: true, startTime: '22:00', endTime: '08:00' };
  // 2026-11-24 21:30 UTC: 22:30 in Berlin and Zurich, 21:30 in London, 16:30 in New York,
  // 07:30 the next morning in Tokyo. In July Berlin is two hours ahead of UTC.
  it.each([
    ['2026-11-24T21:30:00Z', 'Europe/Berlin', true],
    ['2026-11-24T21:30:00Z', 'Europe/Zurich', true],
    ['2026-11-24T21:30:00Z', 'Europe/London', false],
    ['2026-11-24T21:30:00Z', 'America/New_York', false],
    ['2026-11-24T21:30:00Z', 'Asia/Tokyo', true],
    ['2026-11-24T23:30:00Z', 'Asia/Tokyo', false],
    ['2026-07-01T20:30:00Z', 'Europe/Vienna', true],
    ['2026-07-01T05:59:00Z', 'Europe/Vienna', true],
    ['2026-07-01T06:00:00Z', 'Europe/Vienna', false],
  ])('%s in %s is quiet: %s', (instant, timeZone, quiet) => {
    expect(isQuietTime(night, new Date(instant), timeZone)).toBe(quiet);
  });

  it('knows real time zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Vienna')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(ZTimeZone.safeParse('Europe/Berlin').success).toBe(true);
    expect(ZTimeZone.safeParse('x'.repeat(65)).success).toBe(false);
    expect(ZTimeZone.safeParse('Europe/Berlin\u0000').success).toBe(false);
  });
});
