import { describe, expect, it } from 'vitest';
import { RECONNECT_BACKOFF, reconnectDelayMs } from './backoff';

describe('reconnectDelayMs', () => {
  it('starts at 500 ms and grows by 1.5 per attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => reconnectDelayMs(attempt))).toEqual([
      500, 750, 1125, 1688, 2531, 3797, 5695, 8543,
    ]);
  });

  it('never waits longer than 15 s', () => {
    expect(reconnectDelayMs(9)).toBe(12_814);
    expect(reconnectDelayMs(10)).toBe(15_000);
    expect(reconnectDelayMs(40)).toBe(15_000);
  });

  it('treats anything below the first attempt as the first', () => {
    expect(reconnectDelayMs(0)).toBe(500);
  });

  it('follows the spec constants', () => {
    expect(RECONNECT_BACKOFF).toEqual({
      maxAttempts: 8,
      baseDelayMs: 500,
      multiplier: 1.5,
      maxDelayMs: 15_000,
    });
  });
});
