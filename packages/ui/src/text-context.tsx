import { en, type Locale, type Messages } from '@nahbar/contracts';
import { createContext, useContext } from 'react';

export interface TextContextValue {
  locale: Locale;
  /** The tag `Intl` formats with (de-DE, de-CH, en-US, …). */
  intlLocale: string;
  /** The catalogue of the member's language. */
  m: Messages;
}

const TextContext = createContext<TextContextValue>({ locale: 'en', intlLocale: 'en-US', m: en });

/** The app puts the member's language here; shared components read it. */
export const TextProvider = TextContext.Provider;

export function useText(): TextContextValue {
  return useContext(TextContext);
}
