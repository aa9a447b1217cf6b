import { describe, expect, it } from 'vitest';
import { NoAnswerError, timeLimit } from './time-limit';

describe('timeLimit', () => {
  it('gives the answer, or the failure, of work that ends in time', async () => {
    expect(await timeLimit(async () => 42, 1000)).toBe(42);
    await expect(timeLimit(async () => Promise.reject(new Error('refused')), 1000)).rejects.toThrow(
      'refused',
    );
  });

  it('gives up on work that does not answer, with NoAnswerError', async () => {
    await expect(timeLimit(() => new Promise<never>(() => {}), 20)).rejects.toBeInstanceOf(NoAnswerError);
  });
});
