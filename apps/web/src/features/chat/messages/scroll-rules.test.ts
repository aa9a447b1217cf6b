import { describe, expect, it } from 'vitest';
import {
  distanceFromBottom,
  followsNewest,
  isKeyboardOpen,
  isNearBottom,
  isNearTop,
  shouldLoadOlder,
} from './scroll-rules';

const at = (scrollTop: number) => ({ scrollTop, scrollHeight: 2000, clientHeight: 500 });

describe('scroll rules', () => {
  it('measures the distance to the bottom', () => {
    expect(distanceFromBottom(at(1500))).toBe(0);
    expect(distanceFromBottom(at(1000))).toBe(500);
  });

  it('counts within 150 px of the bottom as near it', () => {
    expect(isNearBottom(at(1350))).toBe(true);
    expect(isNearBottom(at(1349))).toBe(false);
  });

  it('counts within 50 px of the top as near it', () => {
    expect(isNearTop(at(50))).toBe(true);
    expect(isNearTop(at(51))).toBe(false);
  });

  it('loads older messages near the top only when there are more and none are loading', () => {
    expect(shouldLoadOlder(at(10), { hasMore: true, loadingOlder: false })).toBe(true);
    expect(shouldLoadOlder(at(10), { hasMore: false, loadingOlder: false })).toBe(false);
    expect(shouldLoadOlder(at(10), { hasMore: true, loadingOlder: true })).toBe(false);
    expect(shouldLoadOlder(at(400), { hasMore: true, loadingOlder: false })).toBe(false);
  });

  it("follows new messages near the bottom, and one's own always", () => {
    expect(followsNewest(true, false)).toBe(true);
    expect(followsNewest(false, false)).toBe(false);
    expect(followsNewest(false, true)).toBe(true);
  });

  it('counts the keyboard open below 75 % of the original height', () => {
    expect(isKeyboardOpen(600, 800)).toBe(false);
    expect(isKeyboardOpen(599, 800)).toBe(true);
    expect(isKeyboardOpen(100, 0)).toBe(false);
  });
});
