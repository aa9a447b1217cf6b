import { describe, expect, it } from 'vitest';
import { de, deFirstScreen, deLater } from './de';
import { en, enFirstScreen, enLater } from './en';
import { LATER_AREAS } from './later-areas';

const LANGUAGES = [
  { language: 'en', full: en, first: enFirstScreen, later: enLater },
  { language: 'de', full: de, first: deFirstScreen, later: deLater },
];

describe.each(LANGUAGES)('the $language catalogue in two parts', ({ full, first, later }) => {
  it('has exactly the later areas in its later part', () => {
    expect(Object.keys(later).sort()).toEqual([...LATER_AREAS].sort());
  });

  it('has no area in both parts', () => {
    expect(Object.keys(first).filter((area) => Object.hasOwn(later, area))).toEqual([]);
  });

  it('makes up the whole catalogue, area for area', () => {
    const parts: Record<string, unknown> = { ...first, ...later };
    expect(Object.keys(parts).sort()).toEqual(Object.keys(full).sort());
    for (const [area, texts] of Object.entries(full)) expect(parts[area], area).toBe(texts);
  });
});
