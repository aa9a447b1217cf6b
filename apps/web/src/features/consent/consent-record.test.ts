import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  type ConsentStorage,
  REJECT_ALL,
  readConsent,
  SETTINGS_DEFAULTS,
  settingsStart,
  writeConsent,
} from './consent-record';

function memoryStorage(
  initial: Record<string, string> = {},
): ConsentStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const NOW = new Date('2026-11-24T21:00:00.000Z');

describe('cookie consent record', () => {
  it('has no choice until one is stored, so the overlay shows', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it('stores accept all as all four true, with the date, under the spec keys', () => {
    const storage = memoryStorage();
    writeConsent(storage, ACCEPT_ALL, NOW);
    expect(JSON.parse(storage.items.get('cookie-consent') ?? '')).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(storage.items.get('cookie-consent-date')).toBe('2026-11-24T21:00:00.000Z');
    expect(readConsent(storage)).toEqual({ choice: ACCEPT_ALL, date: '2026-11-24T21:00:00.000Z' });
  });

  it('stores reject all as only necessary', () => {
    const storage = memoryStorage();
    writeConsent(storage, REJECT_ALL, NOW);
    expect(readConsent(storage)?.choice).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  it('keeps necessary on whatever the switches say', () => {
    const storage = memoryStorage();
    const sneaky = { ...REJECT_ALL, necessary: false } as unknown as typeof REJECT_ALL;
    expect(writeConsent(storage, sneaky, NOW).choice.necessary).toBe(true);
  });

  it('asks again when the record is broken or has no date', () => {
    expect(readConsent(memoryStorage({ 'cookie-consent': '{oops', 'cookie-consent-date': 'x' }))).toBeNull();
    expect(readConsent(memoryStorage({ 'cookie-consent': JSON.stringify(ACCEPT_ALL) }))).toBeNull();
    expect(
      readConsent(
        memoryStorage({
          'cookie-consent': JSON.stringify({ necessary: false }),
          'cookie-consent-date': NOW.toISOString(),
        }),
      ),
    ).toBeNull();
  });

  it('opens the settings on the stored choice, else on the defaults (functional on, the rest off)', () => {
    expect(settingsStart(null)).toEqual(SETTINGS_DEFAULTS);
    expect(SETTINGS_DEFAULTS).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    expect(settingsStart({ choice: REJECT_ALL, date: NOW.toISOString() })).toEqual(REJECT_ALL);
  });
});
