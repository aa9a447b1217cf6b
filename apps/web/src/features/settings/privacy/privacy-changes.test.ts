import { DEFAULT_PRIVACY_SETTINGS } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { hasPrivacyChanges, privacyChanges } from './privacy-changes';

describe('privacy changes', () => {
  it('finds nothing changed in an untouched form', () => {
    expect(privacyChanges(DEFAULT_PRIVACY_SETTINGS, { ...DEFAULT_PRIVACY_SETTINGS })).toEqual({});
    expect(hasPrivacyChanges(DEFAULT_PRIVACY_SETTINGS, { ...DEFAULT_PRIVACY_SETTINGS })).toBe(false);
  });

  it('sends only the settings that differ', () => {
    const draft = { ...DEFAULT_PRIVACY_SETTINGS, showAge: false, allowDirectMessages: 'friends' as const };
    expect(privacyChanges(DEFAULT_PRIVACY_SETTINGS, draft)).toEqual({
      showAge: false,
      allowDirectMessages: 'friends',
    });
    expect(hasPrivacyChanges(DEFAULT_PRIVACY_SETTINGS, draft)).toBe(true);
  });

  it('counts a switch turned off and on again as unchanged', () => {
    const draft = { ...DEFAULT_PRIVACY_SETTINGS, showAge: false };
    expect(hasPrivacyChanges(DEFAULT_PRIVACY_SETTINGS, { ...draft, showAge: true })).toBe(false);
  });
});
