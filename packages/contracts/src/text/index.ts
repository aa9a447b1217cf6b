export { CATALOGUES } from './catalogues';
export { de } from './de';
export { en } from './en';
export { englishOfIssue, englishText, isTextKey } from './english';
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
