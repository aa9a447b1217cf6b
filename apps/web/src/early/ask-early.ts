// The early script's entry, built on its own as a classic script that index.html loads first
// (vite-plugins/early-answers.ts); it must stay small, so it imports nothing heavy.
import { browserLanguages, deviceStorage, startLocale } from '../i18n/start-locale';
import { askEarly } from './early-answers';
import { preloadTexts, type TextChunks } from './preload-texts';

/** Filled in by the build with the catalogue chunks' addresses. */
declare const __NAHBAR_TEXT_CHUNKS__: TextChunks;

preloadTexts(
  document,
  __NAHBAR_TEXT_CHUNKS__,
  startLocale({ storage: deviceStorage(), languages: browserLanguages() }),
);
askEarly(window);
