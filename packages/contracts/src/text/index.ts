export { de } from './de';
export { en } from './en';
export {
  CATALOGUES,
  detectLocale,
  intlLocaleFor,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
} from './locales';
export { plural } from './plural';
export { englishOfIssue, englishText, isTextKey, renderText, textKey, textRef } from './render';
export type { Area, Messages, TextKey, TextParam, TextParams, TextRef } from './types';
