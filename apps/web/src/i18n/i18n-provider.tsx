import { type TextContextValue, TextProvider } from '@nahbar/ui';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { loadedCatalogue } from './catalogues';
import { getLocaleState, subscribeLocale } from './locale-store';

/**
 * Gives every component the catalogue of the member's language; re-renders on a switch. The
 * store shows a language only once its catalogue is loaded (main.tsx waits for the first).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale, intlLocale } = useSyncExternalStore(subscribeLocale, getLocaleState);
  const value = useMemo<TextContextValue>(
    () => ({ locale, intlLocale, m: loadedCatalogue(locale) }),
    [locale, intlLocale],
  );
  return <TextProvider value={value}>{children}</TextProvider>;
}
