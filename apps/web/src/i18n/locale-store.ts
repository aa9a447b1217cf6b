import { intlLocaleFor, isLocale, type Locale, renderText, type TextRef } from '@nahbar/contracts';
import { catalogueIfLoaded, loadCatalogue } from './catalogues';
import {
  browserLanguages,
  deviceStorage,
  LOCALE_STORAGE_KEY,
  startLocale,
  storedLocale,
} from './start-locale';

interface LocaleState {
  locale: Locale;
  /** The tag `Intl` formats with. */
  intlLocale: string;
  /** True once the member chose a language on this device (not just the browser's preference). */
  chosen: boolean;
}

function stateFor(locale: Locale, chosen: boolean): LocaleState {
  return { locale, intlLocale: intlLocaleFor(locale, browserLanguages()), chosen };
}

function initialState(): LocaleState {
  const storage = deviceStorage();
  const locale = startLocale({ storage, languages: browserLanguages() });
  return stateFor(locale, storedLocale(storage) !== null);
}

let state: LocaleState = initialState();
const listeners = new Set<() => void>();

/** The installed app's name and description in the member's language: one manifest per language. */
function manifestHrefOf(locale: Locale): string {
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

/**
 * A text in the language shown now, for developers' eyes outside components (a console
 * warning): the key itself before any catalogue is in.
 */
export function consoleText(ref: TextRef): string {
  const messages = catalogueIfLoaded(state.locale);
  return (messages && renderText(messages, ref.key, ref.params)) ?? ref.key;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(locale: Locale): void {
  state = stateFor(locale, true);
  applyToDocument(locale);
  for (const notify of listeners) notify();
}

/** The language last asked for: a switch whose texts arrive after a later one's is dropped. */
let wanted: Locale = state.locale;

/** Shows a language once its texts are in (at once when they are already). */
async function switchTo(locale: Locale): Promise<void> {
  wanted = locale;
  try {
    await loadCatalogue(locale);
  } catch {
    return; // offline, say: the language stays as it was; the choice is remembered for next time
  }
  if (wanted !== locale || (state.locale === locale && state.chosen)) return;
  show(locale);
}

/**
 * Switches the interface language and remembers it on this device. The language's texts are
 * fetched first; until they are in, the screen stays in the language it has.
 */
export function setLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  return switchTo(locale);
}

/** The texts of the language the visit starts in: the app renders once they are in. */
export function loadStartCatalogue(): Promise<unknown> {
  return loadCatalogue(state.locale);
}

// Another tab chose a language: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // Through the switch even for the language shown now: a switch of this tab still under way
    // must not win over the other tab's later choice.
    if (event.key === LOCALE_STORAGE_KEY && isLocale(event.newValue)) void switchTo(event.newValue);
  });
}
