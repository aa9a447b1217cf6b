import type { FirstScreenMessages, LaterMessages, Locale, Messages } from '@nahbar/contracts';

/**
 * Each language's texts are two chunks of their own: the first-screen part, fetched for the
 * language a visit shows (the early script preloads it beside the app's code) and, on a switch,
 * for the other one; and the later part (LATER_AREAS in contracts), which only screens and
 * dialogs loaded on demand show, fetched once the first screen is up. A visit downloads one
 * language, not both, and its first screen waits for the smaller part only.
 */
const FIRST_SCREEN: Record<Locale, () => Promise<{ messages: FirstScreenMessages }>> = {
  de: () => import('./catalogues/de'),
  en: () => import('./catalogues/en'),
};
const LATER: Record<Locale, () => Promise<{ laterTexts: LaterMessages }>> = {
  de: () => import('./catalogues/later-de'),
  en: () => import('./catalogues/later-en'),
};

/**
 * A language's catalogue as the app sees it: the first-screen part, and the later areas merged
 * into the same object once they are in. Typed as whole: the first load never reads a later
 * area (first-screen-texts.test.ts checks), and what does waits for loadLaterTexts (the gate of
 * lazy parts, lib/lazy-needs.ts).
 */
const loaded = new Map<Locale, Messages>();
const loading = new Map<Locale, Promise<Messages>>();
const laterIn = new Set<Locale>();
const laterLoading = new Map<Locale, Promise<void>>();
/** Set once the later texts were asked for: from then on a language shows with both parts. */
let laterWanted = false;

/** One fetch at a time per language; a failed one (offline, say) is forgotten so the next call tries again. */
function once<T>(pending: Map<Locale, Promise<T>>, locale: Locale, load: () => Promise<T>): Promise<T> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = load().finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}

function loadFirstScreen(locale: Locale): Promise<Messages> {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  return once(loading, locale, async () => {
    const { messages } = await FIRST_SCREEN[locale]();
    // A copy of its own, for the later areas to join.
    const catalogue = { ...messages } as Messages;
    loaded.set(locale, catalogue);
    return catalogue;
  });
}

function loadLater(locale: Locale): Promise<void> {
  if (laterIn.has(locale)) return Promise.resolve();
  return once(laterLoading, locale, async () => {
    const [catalogue, { laterTexts }] = await Promise.all([loadFirstScreen(locale), LATER[locale]()]);
    // Into the object components already hold: whatever renders after this sees the areas.
    Object.assign(catalogue, laterTexts);
    laterIn.add(locale);
  });
}

/**
 * The catalogue of a language, fetched the first time it is asked for: its first-screen part,
 * and its later part too once the later texts were asked for (a language switch then shows no
 * screen without its texts).
 */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  if (!laterWanted) return loadFirstScreen(locale);
  const [catalogue] = await Promise.all([loadFirstScreen(locale), loadLater(locale)]);
  return catalogue;
}

/**
 * The later texts of every language loaded or on its way (the one shown among them), merged
 * into their catalogues; rejects when one cannot be fetched, and the next call tries again.
 */
export async function loadLaterTexts(): Promise<void> {
  laterWanted = true;
  const locales = new Set([...loaded.keys(), ...loading.keys()]);
  await Promise.all([...locales].map(loadLater));
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
