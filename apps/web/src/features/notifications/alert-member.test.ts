import { describe, expect, it } from 'vitest';
import { vibrationPattern } from './alert-member';

describe('vibration', () => {
  it('is 100 ms, and 200-100-200 when urgent', () => {
    expect(vibrationPattern('normal')).toEqual([100]);
    expect(vibrationPattern('high')).toEqual([100]);
    expect(vibrationPattern('urgent')).toEqual([200, 100, 200]);
  });
});
