import { describe, expect, it } from 'vitest';
import { mailRetryDelayMs } from './mail-backoff';

describe('mailRetryDelayMs', () => {
  it('doubles from 30 s and stops at an hour, at the top of its range', () => {
    const top = (attempts: number) => mailRetryDelayMs(attempts, () => 1);
    expect([1, 2, 3, 4].map(top)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(top(8)).toBe(3_600_000);
    expect(top(50)).toBe(3_600_000);
  });

  it('spreads retries over the upper half of the delay', () => {
    expect(mailRetryDelayMs(1, () => 0)).toBe(15_000);
    expect(mailRetryDelayMs(20, () => 0)).toBe(1_800_000);
    expect(mailRetryDelayMs(3, () => 0.5)).toBe(90_000);
  });
});
