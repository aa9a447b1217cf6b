import { de } from './de';
import { en } from './en';
import type { Locale } from './locales';
import type { Messages } from './types';

/**
 * Both languages' catalogues, for the server (every member gets their own language). The web app
 * loads only its member's language (apps/web/src/i18n/catalogues.ts), so it does not use this.
 */
export const CATALOGUES: Record<Locale, Messages> = { de, en };
