/** The data protection contact named in the policy and on the settings' GDPR tab. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@nahbar.app';

/** Answers to data protection requests and complaints arrive within this many days (accounts spec §9). */
export const PRIVACY_RESPONSE_DAYS = 30;

/** Languages the data protection contact answers in (accounts spec §2, GDPR tab). */
export const PRIVACY_LANGUAGES = ['English', 'German', 'French', 'Spanish'] as const;
