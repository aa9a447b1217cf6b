import { describe, expect, it } from 'vitest';
import { resultDate } from './result-date';

// Local times, so the day boundaries hold in any time zone the tests run in.
const NOW = new Date(2025, 10, 20, 18, 30);

describe('resultDate', () => {
  it('shows the time for today', () => {
    const at = new Date(2025, 10, 20, 14, 5).toISOString();
    expect(resultDate(at, NOW, 'de-DE').short).toBe('14:05');
    expect(resultDate(at, NOW, 'en-US').short).toBe('2:05 PM');
    const morning = new Date(2025, 10, 20, 9, 5).toISOString();
    expect(resultDate(morning, NOW, 'de-DE').short).toBe('09:05');
  });

  it('shows day and month this year, with the year before', () => {
    const november = new Date(2025, 10, 12, 9, 0).toISOString();
    expect(resultDate(november, NOW, 'de-DE').short).toBe('12. Nov.');
    expect(resultDate(november, NOW, 'en-US').short).toBe('Nov 12');
    const march = new Date(2024, 2, 3, 9, 0).toISOString();
    expect(resultDate(march, NOW, 'de-DE').short).toBe('3. März 2024');
    expect(resultDate(march, NOW, 'en-US').short).toBe('Mar 3, 2024');
  });

  it('gives the full date and time for a tooltip, and nothing for a broken date', () => {
    const at = new Date(2025, 10, 12, 9, 0).toISOString();
    expect(resultDate(at, NOW, 'de-DE').full).toBe('Mittwoch, 12. November 2025 um 09:00');
    expect(resultDate('not a date', NOW, 'de-DE')).toEqual({ short: '', full: '' });
  });

  it('gives the full date and time in English too', () => {
    const at = new Date(2025, 10, 12, 21, 30).toISOString();
    expect(resultDate(at, NOW, 'en-US').full).toBe('Wednesday, November 12, 2025 at 9:30 PM');
  });

  it('writes midnight as each language reads a clock', () => {
    const midnight = new Date(2025, 10, 20, 0, 0).toISOString();
    expect(resultDate(midnight, NOW, 'de-DE').short).toBe('00:00');
    expect(resultDate(midnight, NOW, 'en-US').short).toBe('12:00 AM');
  });

  it('stops showing a clock time once the day has changed', () => {
    const lateYesterday = new Date(2025, 10, 19, 23, 59).toISOString();
    const justAfterMidnight = new Date(2025, 10, 20, 0, 1);
    expect(resultDate(lateYesterday, justAfterMidnight, 'de-DE').short).toBe('19. Nov.');
    expect(resultDate(lateYesterday, justAfterMidnight, 'en-US').short).toBe('Nov 19');
  });

  it('adds the year across New Year, even a few minutes back', () => {
    const newYearsEve = new Date(2025, 11, 31, 23, 58).toISOString();
    const newYear = new Date(2026, 0, 1, 0, 3);
    expect(resultDate(newYearsEve, newYear, 'de-DE')).toEqual({
      short: '31. Dez. 2025',
      full: 'Mittwoch, 31. Dezember 2025 um 23:58',
    });
    expect(resultDate(newYearsEve, newYear, 'en-US')).toEqual({
      short: 'Dec 31, 2025',
      full: 'Wednesday, December 31, 2025 at 11:58 PM',
    });
  });
});
