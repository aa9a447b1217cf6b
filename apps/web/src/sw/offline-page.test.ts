import { describe, expect, it } from 'vitest';
import { offlineLanguageOf, offlinePageHtml, offlinePagePolicy } from './offline-page';

describe('offlineLanguageOf', () => {
  it('speaks German to German browsers, English to all others', () => {
    expect(offlineLanguageOf('de')).toBe('de');
    expect(offlineLanguageOf('de-AT')).toBe('de');
    expect(offlineLanguageOf('DE-ch')).toBe('de');
    expect(offlineLanguageOf('en-GB')).toBe('en');
    expect(offlineLanguageOf('fr')).toBe('en');
    expect(offlineLanguageOf(undefined)).toBe('en');
  });
});

describe('offlinePageHtml', () => {
  it('says so in the chosen language, with a retry button', () => {
    const de = offlinePageHtml('de', 'n1');
    expect(de).toContain('<html lang="de"');
    expect(de).toContain('Du bist offline');
    expect(de).toContain('<button id="retry"');
    const en = offlinePageHtml('en', 'n1');
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('You are offline');
  });

  it('runs its one script only by the nonce its policy names', () => {
    const html = offlinePageHtml('en', 'abc123');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="abc123">');
    expect(offlinePagePolicy('abc123')).toContain("script-src 'nonce-abc123'");
    expect(offlinePagePolicy('abc123')).toContain("default-src 'none'");
  });

  it('reloads only once the server answers, checking again while the browser says it is online', () => {
    const html = offlinePageHtml('en', 'n1');
    expect(html).toContain("fetch('/api/health'");
    expect(html).toMatch(/setInterval\(c,\d+\)/);
    expect(offlinePagePolicy('n1')).toContain("connect-src 'self'");
  });
});
