export { CATALOGUES } from './catalogues';
export { de, deFirstScreen, deLater } from './de';
export { en, enFirstScreen, enLater } from './en';
export { englishOfIssue, englishText, isTextKey } from './english';
export {
  type FirstScreenMessages,
  LATER_AREAS,
  type LaterArea,
  type LaterMessages,
} from './later-areas';
export {
  detectLocale,
  intlLocaleFor,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from './locales';
export { plural } from './plural';
export { renderText, textKey, textRef } from './render';
export type { Area, Messages, TextKey, TextParam, TextParams, TextRef } from './types';
