import { describe, expect, it } from 'vitest';
import { SWIPE_DISMISS_PX, swipeOffset } from './swipe';

describe('swiping a toast', () => {
  it('follows the pointer to the right only, and dismisses from 50 px (chat spec)', () => {
    expect(swipeOffset(100, 130)).toBe(30);
    expect(swipeOffset(100, 60)).toBe(0);
    expect(SWIPE_DISMISS_PX).toBe(50);
  });
});
