import { describe, expect, it } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('an action once per key', () => {
  it('runs once for a key and gives every caller the same answer', async () => {
    const once = oncePerKey<string>();
    let runs = 0;
    const run = async () => `answer ${++runs}`;
    const first = once('a', run);
    const second = once('a', run);
    expect(second).toBe(first);
    expect(await second).toBe('answer 1');
    expect(await once('a', run)).toBe('answer 1');
    expect(runs).toBe(1);
  });

  it('runs again for another key', async () => {
    const once = oncePerKey<number>();
    let runs = 0;
    const run = async () => ++runs;
    await once('a', run);
    expect(await once('b', run)).toBe(2);
  });

  it('keeps a failure: a spent link does not work on a second try either', async () => {
    const once = oncePerKey<number>();
    let runs = 0;
    const run = () => {
      runs += 1;
      return Promise.reject(new Error('spent'));
    };
    await expect(once('a', run)).rejects.toThrow('spent');
    await expect(once('a', run)).rejects.toThrow('spent');
    expect(runs).toBe(1);
  });
});
