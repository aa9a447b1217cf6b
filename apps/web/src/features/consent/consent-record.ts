import {
  STORAGE_KEY_COOKIE_CONSENT,
  STORAGE_KEY_COOKIE_CONSENT_DATE,
  type TCookieConsent,
} from '@nahbar/contracts';
import { readCookieConsent } from '../../lib/stored-shapes';

/** Fired on `window` to open the cookie settings (the GDPR tab's button, accounts spec §2). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'nahbar:open-cookie-settings';

/** Accounts spec §4: Accept all sets all four true. */
export const ACCEPT_ALL: TCookieConsent = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
};
/** Accounts spec §4: Reject all sets only necessary true. */
export const REJECT_ALL: TCookieConsent = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};
/** Accounts spec §4: the settings view's defaults. */
export const SETTINGS_DEFAULTS: TCookieConsent = {
  necessary: true,
  functional: true,
  analytics: false,
  marketing: false,
};

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface StoredConsent {
  choice: TCookieConsent;
  /** When the choice was made (ISO). */
  date: string;
}

/**
 * The stored choice, or null when there is none (the overlay then shows). A record that is not
 * a valid choice, or has no date, counts as none: the member is asked again.
 */
export function readConsent(storage: ConsentStorage): StoredConsent | null {
  const raw = storage.getItem(STORAGE_KEY_COOKIE_CONSENT);
  const date = storage.getItem(STORAGE_KEY_COOKIE_CONSENT_DATE);
  if (raw === null || date === null) return null;
  try {
    const choice = readCookieConsent(JSON.parse(raw));
    return choice ? { choice, date } : null;
  } catch {
    return null;
  }
}

/** Stores a choice with its date (accounts spec §4: each choice stores the date). */
export function writeConsent(storage: ConsentStorage, choice: TCookieConsent, now: Date): StoredConsent {
  // Necessary cookies cannot be refused: whatever the switches said, they stay on.
  const record: TCookieConsent = { ...choice, necessary: true };
  const date = now.toISOString();
  storage.setItem(STORAGE_KEY_COOKIE_CONSENT, JSON.stringify(record));
  storage.setItem(STORAGE_KEY_COOKIE_CONSENT_DATE, date);
  return { choice: record, date };
}

/** What the settings view's switches start from: the stored choice, else the defaults. */
export function settingsStart(stored: StoredConsent | null): TCookieConsent {
  return stored ? stored.choice : SETTINGS_DEFAULTS;
}
