import type { Locale } from '@nahbar/contracts';
import { useEffect, useState } from 'react';
import { onDemand } from '../../../components/on-demand';
import type { EmojiNameTable } from './emoji-search';

/** Each language's names, a chunk of its own fetched when the picker first shows, not with the app. */
const TABLES: Record<Locale, ReturnType<typeof onDemand<EmojiNameTable>>> = {
  en: onDemand(() => import('./emoji-names-en').then((module) => module.EMOJI_NAMES)),
  de: onDemand(() => import('./emoji-names-de').then((module) => module.EMOJI_NAMES)),
};

/**
 * The name tables a search in this language reads: its own and, for German, the English names
 * too (people type 'heart' in any language).
 */
export function languagesSearched(locale: Locale): Locale[] {
  return locale === 'en' ? ['en'] : [locale, 'en'];
}

/** The search's name tables once they are in; none until then (a search then finds nothing yet). */
export function useEmojiNames(locale: Locale): readonly EmojiNameTable[] {
  const [tables, setTables] = useState<readonly EmojiNameTable[]>([]);
  useEffect(() => {
    let current = true;
    Promise.all(languagesSearched(locale).map((language) => TABLES[language].load())).then(
      (loaded) => {
        if (current) setTables(loaded);
      },
      // Offline: the search stays empty, the categories still work.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return tables;
}
