import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, startLocale } from './start-locale';

const storing = (value: string | null) => ({
  getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? value : null),
});

describe('startLocale', () => {
  it("takes the language chosen on this device over the browser's", () => {
    expect(startLocale({ storage: storing('de'), languages: ['en-US'] })).toBe('de');
    expect(startLocale({ storage: storing('en'), languages: ['de-AT'] })).toBe('en');
  });

  it("falls back to the browser's preference without a valid stored choice", () => {
    expect(startLocale({ storage: storing(null), languages: ['de-CH', 'en'] })).toBe('de');
    expect(startLocale({ storage: storing('fr'), languages: ['fr-FR', 'en-GB'] })).toBe('en');
    expect(startLocale({ storage: null, languages: ['de'] })).toBe('de');
  });

  it('decides by the browser when the storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(startLocale({ storage: blocked, languages: ['de-DE'] })).toBe('de');
  });
});
