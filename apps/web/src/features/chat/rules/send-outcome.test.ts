import { describe, expect, it } from 'vitest';
import { sendOutcomeOf, serverMessageOf } from './send-outcome';

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
});
