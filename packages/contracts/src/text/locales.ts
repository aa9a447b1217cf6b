/** The languages Nahbar speaks. */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** How each language names itself in the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { de: 'Deutsch', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

/**
 * The language for a browser's preference list: the first entry in German (de, de-AT, de-CH, …)
 * or English decides; a list with neither gets English.
 */
export function detectLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/**
 * The tag `Intl` formats with: the browser's own regional variant of the chosen language when it
 * has one (de-CH groups thousands its own way), else Germany's German or US English.
 */
export function intlLocaleFor(locale: Locale, languages: readonly string[]): string {
  const regional = languages.find(
    (tag) => tag.toLowerCase().split(/[-_]/)[0] === locale && tag.includes('-'),
  );
  if (regional) {
    try {
      return Intl.getCanonicalLocales(regional)[0] ?? regional;
    } catch {
      // A malformed tag from the browser: fall through to the default.
    }
  }
  return locale === 'de' ? 'de-DE' : 'en-US';
}
