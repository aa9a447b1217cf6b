// The early script's entry, built on its own as a classic script that index.html loads first
// (vite-plugins/early-answers.ts); it must stay small, so it imports nothing heavy.
import { intlLocaleFor } from '@nahbar/contracts';
import { browserLanguages, deviceStorage, startLocale } from '../i18n/start-locale';
import { askEarly } from './early-answers';
import { preloadTexts, type TextChunks } from './preload-texts';
import { warmFormats } from './warm-formats';

/** Filled in by the build with the catalogue chunks' addresses. */
declare const __NAHBAR_TEXT_CHUNKS__: TextChunks;

const languages = browserLanguages();
const locale = startLocale({ storage: deviceStorage(), languages });
preloadTexts(document, __NAHBAR_TEXT_CHUNKS__, locale);
// Once the requests are out, and only for the chat screen, which formats times at once.
if (askEarly(window)) setTimeout(() => warmFormats(intlLocaleFor(locale, languages)), 0);
