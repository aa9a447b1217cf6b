export { I18nProvider } from './i18n-provider';
export { LanguageMenu } from './language-menu';
export { getLocaleState, setLocale } from './locale-store';
export { issueText, serverErrorText, serverTextKey } from './server-text';
export { useLocale, useT } from './use-t';
