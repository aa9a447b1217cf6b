import { describe, expect, it } from 'vitest';
import { banEndText, supportContactHref, supportContactLabel } from './ban-rules';

describe('the ban screen', () => {
  it('words the end in the member’s language, none for a ban until lifted', () => {
    const until = '2030-03-12T13:00:00.000Z';
    expect(banEndText(until, 'de-DE', 'Europe/Berlin')).toBe('12. März 2030 um 14:00');
    expect(banEndText(until, 'en-GB', 'Europe/Berlin')).toBe('12 March 2030 at 14:00');
    expect(banEndText(null, 'de-DE')).toBeNull();
  });

  it('shows no end for a time that is none', () => {
    expect(banEndText('someday', 'de-DE')).toBeNull();
  });

  it('links an address with mailto: and a web address as it is', () => {
    const email = { kind: 'email', address: 'hilfe@nahbar.example' } as const;
    const url = { kind: 'url', url: 'https://nahbar.example/hilfe' } as const;
    expect(supportContactHref(email)).toBe('mailto:hilfe@nahbar.example');
    expect(supportContactLabel(email)).toBe('hilfe@nahbar.example');
    expect(supportContactHref(url)).toBe('https://nahbar.example/hilfe');
    expect(supportContactLabel(url)).toBe('https://nahbar.example/hilfe');
  });
});
