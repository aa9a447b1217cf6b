import { CATALOGUES } from '@nahbar/contracts';
import { type TextContextValue, TextProvider } from '@nahbar/ui';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { getLocaleState, subscribeLocale } from './locale-store';

/** Gives every component the catalogue of the member's language; re-renders on a switch. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { locale, intlLocale } = useSyncExternalStore(subscribeLocale, getLocaleState);
  const value = useMemo<TextContextValue>(
    () => ({ locale, intlLocale, m: CATALOGUES[locale] }),
    [locale, intlLocale],
  );
  return <TextProvider value={value}>{children}</TextProvider>;
}
