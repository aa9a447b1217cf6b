import { detectLocale, isLocale, type Locale } from '@nahbar/contracts';

/** Where this device remembers the language its member chose. */
export const LOCALE_STORAGE_KEY = 'nahbar_locale';

interface LocaleSources {
  /** The device's storage; null or throwing when blocked. */
  storage: Pick<Storage, 'getItem'> | null;
  /** The browser's preference list. */
  languages: readonly string[];
}

/** This device's storage, or null where it is blocked (cookies off). */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's languages, best first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language this device chose before, if it did. */
export function storedLocale(storage: LocaleSources['storage']): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's preference decides
  }
}

/**
 * The language a visit starts in: the one chosen on this device, else the browser's. The
 * early script (to fetch its texts) and the app (to show them) decide the same way here.
 */
export function startLocale({ storage, languages }: LocaleSources): Locale {
  return storedLocale(storage) ?? detectLocale(languages);
}
