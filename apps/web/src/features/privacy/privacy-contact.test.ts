import { describe, expect, it } from 'vitest';
import { privacyLanguageList } from './privacy-contact';

describe('privacyLanguageList', () => {
  it("names the contact's languages in the member's language", () => {
    expect(privacyLanguageList('de-DE')).toBe('Englisch, Deutsch, Französisch oder Spanisch');
    expect(privacyLanguageList('en-US')).toBe('English, German, French, or Spanish');
  });
});
