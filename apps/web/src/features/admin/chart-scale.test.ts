import { describe, expect, it } from 'vitest';
import { timeLabelIndexes, valueScale } from './chart-scale';

describe('valueScale', () => {
  it('rounds the top up to a step of 1, 2 or 5 times a power of ten', () => {
    expect(valueScale(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(valueScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(valueScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
  });

  it('keeps whole steps for small counts and a scale of 1 for none', () => {
    expect(valueScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(valueScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('never has more steps than asked for, and reaches the peak', () => {
    for (let peak = 0; peak <= 5000; peak += 37) {
      const { top, ticks } = valueScale(peak);
      expect(top, String(peak)).toBeGreaterThanOrEqual(peak);
      expect(ticks.length - 1, String(peak)).toBeLessThanOrEqual(4);
      expect(ticks.at(-1)).toBe(top);
    }
  });
});

describe('timeLabelIndexes', () => {
  it('labels every sixth hour and the last one', () => {
    expect(timeLabelIndexes(24)).toEqual([0, 6, 12, 18, 23]);
    expect(timeLabelIndexes(20)).toEqual([0, 6, 12, 18]);
    expect(timeLabelIndexes(1)).toEqual([0]);
    expect(timeLabelIndexes(0)).toEqual([]);
  });
});
