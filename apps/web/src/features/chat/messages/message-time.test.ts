import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

// Local times, so the clock and the day boundaries hold in any time zone the tests run in.
const at = (...parts: [number, number, number, number, number, number?]) => new Date(...parts);
const GERMAN = ['de-DE', 'Gerade eben'] as const;
const ENGLISH = ['en-US', 'Just now'] as const;

describe('messageTime', () => {
  const written = at(2025, 10, 20, 14, 5);
  const fiveLater = at(2025, 10, 20, 14, 10).getTime();

  it('shows the time passed and, for the tooltip, date and clock time in German', () => {
    expect(messageTime(written.toISOString(), fiveLater, ...GERMAN)).toEqual({
      relative: 'vor 5 Minuten',
      absolute: '20.11.2025, 14:05',
    });
  });

  it('shows the same in English, with a 12-hour clock', () => {
    expect(messageTime(written.toISOString(), fiveLater, ...ENGLISH)).toEqual({
      relative: '5 minutes ago',
      absolute: 'Nov 20, 2025, 2:05 PM',
    });
  });

  it('writes midnight and the morning each language’s way', () => {
    const midnight = at(2025, 10, 20, 0, 5).toISOString();
    expect(messageTime(midnight, fiveLater, ...GERMAN).absolute).toBe('20.11.2025, 00:05');
    expect(messageTime(midnight, fiveLater, ...ENGLISH).absolute).toBe('Nov 20, 2025, 12:05 AM');
  });

  it('counts time passed across midnight and a new year, while the tooltip keeps the old date', () => {
    const lateOnNewYearsEve = at(2025, 11, 31, 23, 58).toISOString();
    const afterMidnight = at(2026, 0, 1, 0, 3).getTime();
    expect(messageTime(lateOnNewYearsEve, afterMidnight, ...GERMAN)).toEqual({
      relative: 'vor 5 Minuten',
      absolute: '31.12.2025, 23:58',
    });
    expect(messageTime(lateOnNewYearsEve, afterMidnight, ...ENGLISH)).toEqual({
      relative: '5 minutes ago',
      absolute: 'Dec 31, 2025, 11:58 PM',
    });
  });

  it('says a day ago after 24 hours, and the words for just now under a minute', () => {
    const dayLater = at(2025, 10, 21, 14, 5).getTime();
    expect(messageTime(written.toISOString(), dayLater, ...GERMAN).relative).toBe('vor 1 Tag');
    expect(messageTime(written.toISOString(), dayLater, ...ENGLISH).relative).toBe('1 day ago');
    const secondsLater = at(2025, 10, 20, 14, 5, 30).getTime();
    expect(messageTime(written.toISOString(), secondsLater, ...GERMAN).relative).toBe('Gerade eben');
    expect(messageTime(written.toISOString(), secondsLater, ...ENGLISH).relative).toBe('Just now');
  });

  it('shows nothing for an unreadable time instead of throwing', () => {
    expect(messageTime('not a date', fiveLater, ...GERMAN)).toEqual({ relative: '', absolute: '' });
  });
});
