import { describe, expect, it } from 'vitest';
import { detectLocale, intlLocaleFor } from './locales';

describe('detectLocale', () => {
  it.each([
    [['de'], 'de'],
    [['de-DE', 'en-US'], 'de'],
    [['de-AT'], 'de'],
    [['de-CH', 'fr-CH'], 'de'],
    [['DE_de'], 'de'],
    [['en-US', 'de-DE'], 'en'],
    [['en-GB'], 'en'],
    [['fr-FR', 'de-DE'], 'de'],
    [['fr-CH', 'it-CH'], 'en'],
    [[], 'en'],
    [['', 'x-klingon'], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(detectLocale(languages)).toBe(expected);
  });
});

describe('intlLocaleFor', () => {
  it('keeps the browser regional variant of the chosen language', () => {
    expect(intlLocaleFor('de', ['de-CH', 'en'])).toBe('de-CH');
    expect(intlLocaleFor('de', ['de-at'])).toBe('de-AT');
    expect(intlLocaleFor('en', ['de-DE', 'en-GB'])).toBe('en-GB');
  });

  it('falls back to Germany and the US', () => {
    expect(intlLocaleFor('de', ['de'])).toBe('de-DE');
    expect(intlLocaleFor('de', ['en-US'])).toBe('de-DE');
    expect(intlLocaleFor('en', [])).toBe('en-US');
  });
});
