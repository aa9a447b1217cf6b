import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from './accept-language';

describe('localeOfAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5', 'de'],
    ['en;q=0.5, de-AT', 'de'],
    ['de;q=0, en', 'en'],
    ['*', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
