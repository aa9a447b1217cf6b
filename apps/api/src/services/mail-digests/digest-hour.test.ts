import { describe, expect, it } from 'vitest';
import { DIGEST_HOUR, digestHour } from './digest-hour';

const quiet = (startTime: string, endTime: string, enabled = true) => ({ enabled, startTime, endTime });

describe('the hour a digest goes out', () => {
  it('is 18:00 without quiet hours, or when they do not hold then', () => {
    expect(DIGEST_HOUR).toBe(18);
    expect(digestHour(quiet('17:00', '20:00', false))).toBe(18);
    expect(digestHour(quiet('22:00', '08:00'))).toBe(18);
    expect(digestHour(quiet('19:00', '23:00'))).toBe(18);
    expect(digestHour(quiet('18:00', '18:00'))).toBe(18);
  });

  it('moves to the end of quiet hours that end the same evening', () => {
    expect(digestHour(quiet('17:00', '20:00'))).toBe(20);
    expect(digestHour(quiet('18:00', '19:00'))).toBe(19);
    expect(digestHour(quiet('12:00', '23:00'))).toBe(23);
  });

  it('skips the day when quiet hours run on past midnight', () => {
    expect(digestHour(quiet('16:00', '08:00'))).toBeNull();
    expect(digestHour(quiet('18:00', '00:00'))).toBeNull();
  });
});
