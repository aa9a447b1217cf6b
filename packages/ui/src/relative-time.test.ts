import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelativeTime', () => {
  it('reads Just now under a minute, and for a time slightly in the future', () => {
    expect(formatRelativeTime(before(0), NOW)).toBe('Just now');
    expect(formatRelativeTime(before(59_999), NOW)).toBe('Just now');
    expect(formatRelativeTime(new Date(NOW + 5000).toISOString(), NOW)).toBe('Just now');
  });

  it('counts whole minutes, hours and days, singular for one', () => {
    expect(formatRelativeTime(before(60_000), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(before(59 * 60_000 + 59_000), NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(before(3_600_000), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(before(23 * 3_600_000), NOW)).toBe('23 hours ago');
    expect(formatRelativeTime(before(86_400_000), NOW)).toBe('1 day ago');
    expect(formatRelativeTime(before(40 * 86_400_000), NOW)).toBe('40 days ago');
  });

  it('accepts dates and epoch milliseconds, and yields nothing for an unreadable time', () => {
    expect(formatRelativeTime(new Date(NOW - 120_000), NOW)).toBe('2 minutes ago');
    expect(formatRelativeTime(NOW - 7_200_000, NOW)).toBe('2 hours ago');
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatRelativeTime in German', () => {
  const german = { locale: 'de-DE', justNow: 'Gerade eben' };

  it('reads the German words and plurals', () => {
    expect(formatRelativeTime(before(30_000), NOW, german)).toBe('Gerade eben');
    expect(formatRelativeTime(before(60_000), NOW, german)).toBe('vor 1 Minute');
    expect(formatRelativeTime(before(5 * 60_000), NOW, german)).toBe('vor 5 Minuten');
    expect(formatRelativeTime(before(3_600_000), NOW, german)).toBe('vor 1 Stunde');
    expect(formatRelativeTime(before(3 * 86_400_000), NOW, german)).toBe('vor 3 Tagen');
  });
});
