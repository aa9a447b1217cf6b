/** The data protection contact named in the policy and on the settings' GDPR tab. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@nahbar.app';

/** Answers to data protection requests and complaints arrive within this many days (accounts spec §9). */
export const PRIVACY_RESPONSE_DAYS = 30;

/** Languages the data protection contact answers in (accounts spec §2, GDPR tab), as language tags. */
const PRIVACY_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;

/**
 * The contact's languages named and listed in the member's language: 'English, German, French,
 * or Spanish', 'Englisch, Deutsch, Französisch oder Spanisch'.
 */
export function privacyLanguageList(intlLocale: string): string {
  const names = new Intl.DisplayNames([intlLocale], { type: 'language' });
  const list = new Intl.ListFormat(intlLocale, { type: 'disjunction' });
  return list.format(PRIVACY_LANGUAGES.map((tag) => names.of(tag) ?? tag));
}
