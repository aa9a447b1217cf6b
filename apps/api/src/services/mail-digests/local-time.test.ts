import { describe, expect, it } from 'vitest';
import { addDays, isoWeek, localClock, zonedInstant } from './local-time';

describe('a member’s local clock', () => {
  it('reads the date, hour and weekday in the member’s zone', () => {
    const at = new Date('2031-11-17T04:30:00Z');
    // Monday 05:30 in Berlin, still Sunday 23:30 in New York.
    expect(localClock(at, 'Europe/Berlin')).toEqual({ date: '2031-11-17', hour: 5, weekday: 1 });
    expect(localClock(at, 'America/New_York')).toEqual({ date: '2031-11-16', hour: 23, weekday: 7 });
  });

  it('finds the instant of a local hour, summer and winter', () => {
    expect(zonedInstant('Europe/Berlin', '2031-11-17', 18).toISOString()).toBe('2031-11-17T17:00:00.000Z');
    expect(zonedInstant('Europe/Berlin', '2031-07-01', 18).toISOString()).toBe('2031-07-01T16:00:00.000Z');
    expect(zonedInstant('America/New_York', '2031-11-17', 0).toISOString()).toBe('2031-11-17T05:00:00.000Z');
    // The evening after the clocks went back (Berlin, 26 October 2031).
    expect(zonedInstant('Europe/Berlin', '2031-10-26', 18).toISOString()).toBe('2031-10-26T17:00:00.000Z');
    expect(zonedInstant('Europe/Berlin', '2031-10-26', 0).toISOString()).toBe('2031-10-25T22:00:00.000Z');
  });

  it('counts days across months and years', () => {
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2032-03-01', -1)).toBe('2032-02-29');
  });

  it('names ISO weeks, also those that straddle a new year', () => {
    expect(isoWeek('2026-11-28')).toBe('2026-W48');
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2021-01-03')).toBe('2020-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});
