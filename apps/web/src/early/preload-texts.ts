import type { Locale } from '@nahbar/contracts';

/**
 * Each language's catalogue chunk and the chunks it imports, by address: filled in at build time
 * (vite-plugins/early-answers.ts).
 */
export type TextChunks = Record<Locale, readonly string[]>;

/**
 * Starts fetching the catalogue of the language the app will start in, beside the app's own
 * code: the app renders only once its texts are in (main.tsx), and asked for by the app
 * they would come one round trip after its code.
 */
export function preloadTexts(
  doc: Pick<Document, 'createElement' | 'head'>,
  chunks: TextChunks,
  locale: Locale,
): void {
  for (const href of chunks[locale]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // As the app's own module scripts are fetched, so that the app's import finds these.
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}
