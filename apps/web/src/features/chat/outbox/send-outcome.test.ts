import { describe, expect, it } from 'vitest';
import { retryAfterOf, sendOutcomeOf, serverMessageOf } from './send-outcome';

describe('send outcome', () => {
  const answered = (httpStatus: number, message = 'nope') =>
    Object.assign(new Error(message), { data: { httpStatus } });

  it('retries when the server never answered, or answered with a passing trouble', () => {
    expect(sendOutcomeOf(new TypeError('Failed to fetch'))).toBe('retry');
    expect(sendOutcomeOf(answered(503))).toBe('retry');
    expect(sendOutcomeOf(answered(429))).toBe('retry');
  });

  it('gives up on a refusal and keeps its message', () => {
    const refusal = answered(403, 'This private chat has been closed and is no longer available.');
    expect(sendOutcomeOf(refusal)).toBe('refused');
    expect(serverMessageOf(refusal)).toBe('This private chat has been closed and is no longer available.');
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('reads the wait of a rate limit, and nothing else as one', () => {
    const limited = (data: Record<string, unknown>) => Object.assign(new Error('slow'), { data });
    expect(retryAfterOf(limited({ httpStatus: 429, retryAfter: 7 }))).toBe(7);
    expect(retryAfterOf(limited({ httpStatus: 429, retryAfter: null }))).toBeUndefined();
    expect(retryAfterOf(limited({ httpStatus: 503, retryAfter: 7 }))).toBeUndefined();
    expect(retryAfterOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
