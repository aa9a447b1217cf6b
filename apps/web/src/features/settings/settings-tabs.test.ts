import { describe, expect, it } from 'vitest';
import { chooseTab, isSettingsTab, parseSettingsSearch, SETTINGS_TABS } from './settings-tabs';

describe('settings tabs', () => {
  it('knows the nine tabs of the spec in order', () => {
    expect(SETTINGS_TABS).toEqual([
      'profile',
      'photos',
      'location',
      'privacy',
      'notifications',
      'blocked',
      'filters',
      'account',
      'gdpr',
    ]);
    expect(isSettingsTab('privacy')).toBe(true);
    expect(isSettingsTab('Privacy')).toBe(false);
    expect(isSettingsTab(3)).toBe(false);
  });

  it('shows the tab asked for when the page has it', () => {
    expect(chooseTab('filters', ['location', 'privacy', 'filters'])).toBe('filters');
  });

  it('falls back to the first tab for unknown, missing or not yet built tabs', () => {
    const available = ['location', 'privacy'] as const;
    expect(chooseTab(undefined, available)).toBe('location');
    expect(chooseTab('nonsense', available)).toBe('location');
    expect(chooseTab('profile', available)).toBe('location');
    expect(chooseTab('profile', [])).toBeUndefined();
  });

  it('keeps only a known tab of the search', () => {
    expect(parseSettingsSearch({ tab: 'blocked', other: 1 })).toEqual({ tab: 'blocked' });
    expect(parseSettingsSearch({ tab: 'x' })).toEqual({});
    expect(parseSettingsSearch({})).toEqual({});
  });
});
