import { describe, expect, it } from 'vitest';
import {
  ageOrFallback,
  ageRangeInverted,
  canSaveFilters,
  type FiltersDraft,
  filtersChanged,
  resolveFilters,
} from './filter-rules';

const SAVED = { genderPreference: 'all', ageMin: 18, ageMax: 99 } as const;

describe('contact filter rules', () => {
  it('falls back to 18 for an empty min and to 99 for an empty max', () => {
    expect(resolveFilters({ genderPreference: 'all', ageMin: '', ageMax: '' })).toEqual(SAVED);
    expect(ageOrFallback('  ', 18)).toBe(18);
    expect(ageOrFallback('abc', 99)).toBe(99);
  });

  it('keeps typed ages whole and within 18–99', () => {
    expect(ageOrFallback(30, 18)).toBe(30);
    expect(ageOrFallback('42', 18)).toBe(42);
    expect(ageOrFallback(12, 18)).toBe(18);
    expect(ageOrFallback(120, 99)).toBe(99);
    expect(ageOrFallback(30.6, 18)).toBe(31);
  });

  it('refuses a minimum above the maximum, and allows them equal', () => {
    expect(ageRangeInverted({ genderPreference: 'all', ageMin: 60, ageMax: 30 })).toBe(true);
    expect(ageRangeInverted({ genderPreference: 'all', ageMin: 40, ageMax: 40 })).toBe(false);
    // An empty max means 99, so any minimum fits.
    expect(ageRangeInverted({ genderPreference: 'all', ageMin: 60, ageMax: '' })).toBe(false);
  });

  it('counts as changed only what would save differently', () => {
    expect(filtersChanged(SAVED, { genderPreference: 'all', ageMin: '', ageMax: 99 })).toBe(false);
    expect(filtersChanged(SAVED, { genderPreference: 'female', ageMin: 18, ageMax: 99 })).toBe(true);
    expect(filtersChanged(SAVED, { genderPreference: 'all', ageMin: 25, ageMax: 99 })).toBe(true);
  });

  it('lets the form save only once changed and valid', () => {
    const untouched: FiltersDraft = { ...SAVED };
    expect(canSaveFilters(SAVED, untouched)).toBe(false);
    expect(canSaveFilters(SAVED, { ...SAVED, ageMin: 30, ageMax: 40 })).toBe(true);
    expect(canSaveFilters(SAVED, { ...SAVED, ageMin: 60, ageMax: 30 })).toBe(false);
  });
});
