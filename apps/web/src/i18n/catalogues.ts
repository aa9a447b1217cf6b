import type { Locale, Messages } from '@nahbar/contracts';

/**
 * Each language's texts are a chunk of their own, fetched for the language a visit shows (the
 * early script preloads it beside the app's code) and, on a switch, for the other one: a
 * visit downloads one language, not both.
 */
const LOADERS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('./catalogues/de'),
  en: () => import('./catalogues/en'),
};

const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();

/** The catalogue of a language, fetched the first time it is asked for. */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      ({ messages }) => {
        loaded.set(locale, messages);
        return messages;
      },
      (error: unknown) => {
        // Offline, say: the next switch tries again.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** A catalogue if it is loaded. */
export function catalogueIfLoaded(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** A catalogue already loaded; the locale store only ever shows a language that is. */
export function loadedCatalogue(locale: Locale): Messages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`the ${locale} catalogue is not loaded`);
  return messages;
}
