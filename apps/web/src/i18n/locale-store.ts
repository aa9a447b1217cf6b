import { detectLocale, intlLocaleFor, isLocale, type Locale } from '@nahbar/contracts';

/** Where this device remembers the language its member chose. */
export const LOCALE_STORAGE_KEY = 'nahbar_locale';

export interface LocaleState {
  locale: Locale;
  /** The tag `Intl` formats with. */
  intlLocale: string;
  /** True once the member chose a language on this device (not just the browser's preference). */
  chosen: boolean;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's preference decides
  }
}

function stateFor(locale: Locale, chosen: boolean): LocaleState {
  return { locale, intlLocale: intlLocaleFor(locale, browserLanguages()), chosen };
}

function initialState(): LocaleState {
  const stored = storedLocale();
  return stored ? stateFor(stored, true) : stateFor(detectLocale(browserLanguages()), false);
}

let state: LocaleState = initialState();
const listeners = new Set<() => void>();

/** The installed app's name and description in the member's language: one manifest per language. */
export function manifestHrefOf(locale: Locale): string {
  return locale === 'de' ? '/manifest.de.webmanifest' : '/manifest.webmanifest';
}

function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = manifestHrefOf(locale);
}
applyToDocument(state.locale);

export function getLocaleState(): LocaleState {
  return state;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the interface language and remembers it on this device. */
export function setLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  if (state.locale === locale && state.chosen) return;
  state = stateFor(locale, true);
  applyToDocument(locale);
  for (const notify of listeners) notify();
}

// Another tab chose a language: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LOCALE_STORAGE_KEY || !isLocale(event.newValue) || event.newValue === state.locale)
      return;
    state = stateFor(event.newValue, true);
    applyToDocument(event.newValue);
    for (const notify of listeners) notify();
  });
}
