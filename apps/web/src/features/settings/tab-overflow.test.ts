import { describe, expect, it } from 'vitest';
import { CUE_WIDTH_PX, overflowCues, scrollLeftForStep, scrollLeftToShow } from './tab-overflow';

/** Nine tabs of 100 px side by side: a strip 900 px long. */
const TABS = Array.from({ length: 9 }, (_, index) => ({ offsetLeft: index * 100, offsetWidth: 100 }));
const strip = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 900, clientWidth: 350 });

describe('the settings tab strip', () => {
  it('cues the end only at the start, both in the middle, the start only at the end', () => {
    expect(overflowCues(strip(0))).toEqual({ start: false, end: true });
    expect(overflowCues(strip(200))).toEqual({ start: true, end: true });
    expect(overflowCues(strip(550))).toEqual({ start: true, end: false });
  });

  it('cues nothing when every tab fits, and forgives a fractional pixel', () => {
    expect(overflowCues({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({
      start: false,
      end: false,
    });
    expect(overflowCues(strip(549.5))).toEqual({ start: true, end: false });
  });

  it('leaves a tab in sight where it is, and centres one out of sight or under a cue', () => {
    expect(scrollLeftToShow({ offsetLeft: 100, offsetWidth: 100 }, strip(0))).toBe(0);
    expect(scrollLeftToShow({ offsetLeft: 400, offsetWidth: 100 }, strip(0))).toBe(275);
    // Under the end's cue (from 306 px on) counts as out of sight.
    expect(scrollLeftToShow({ offsetLeft: 250, offsetWidth: 80 }, strip(0))).toBe(115);
    expect(scrollLeftToShow({ offsetLeft: 820, offsetWidth: 80 }, strip(0))).toBe(550);
    expect(scrollLeftToShow({ offsetLeft: 20, offsetWidth: 100 }, strip(500))).toBe(0);
  });

  it('steps forward to the first tab not wholly in sight, just after the start’s cue', () => {
    // In sight at the start: 0 to 306 (the end's cue covers the rest): tab 3 (300–400) is next.
    expect(scrollLeftForStep(1, TABS, strip(0))).toBe(300 - CUE_WIDTH_PX);
    expect(scrollLeftForStep(1, TABS, strip(256))).toBe(500 - CUE_WIDTH_PX);
    expect(scrollLeftForStep(1, TABS, strip(550))).toBe(550);
  });

  it('steps back to the last tab not wholly in sight, just before the end’s cue', () => {
    // At the end, in sight from 594: tab 5 (500–600) is the last one cut.
    expect(scrollLeftForStep(-1, TABS, strip(550))).toBe(600 + CUE_WIDTH_PX - 350);
    expect(scrollLeftForStep(-1, TABS, strip(100))).toBe(0);
    expect(scrollLeftForStep(-1, TABS, strip(0))).toBe(0);
  });

  it('always moves, even past a tab wider than the strip', () => {
    const wide = [{ offsetLeft: 0, offsetWidth: 1000 }];
    const metrics = { scrollLeft: 0, scrollWidth: 1000, clientWidth: 350 };
    expect(scrollLeftForStep(1, wide, metrics)).toBeGreaterThan(0);
  });
});
