import type { Locale, Messages } from '@nahbar/contracts';
import { createContext, useContext } from 'react';

export interface TextContextValue {
  locale: Locale;
  /** The tag `Intl` formats with (de-DE, de-CH, en-US, …). */
  intlLocale: string;
  /** The catalogue of the member's language. */
  m: Messages;
}

// No default catalogue: naming one here would put its language into every download, and the app
// loads only its member's language.
const TextContext = createContext<TextContextValue | null>(null);

/** The app puts the member's language here; shared components read it. */
export const TextProvider = TextContext.Provider;

export function useText(): TextContextValue {
  const value = useContext(TextContext);
  if (!value) throw new Error('useText needs a TextProvider above it');
  return value;
}
