import { STORAGE_KEY_COOKIE_CONSENT, STORAGE_KEY_COOKIE_CONSENT_DATE } from '@nahbar/contracts';
import type { BrowserContext } from '@playwright/test';

/** A cookie choice made earlier (Reject All), so the consent overlay does not show. */
const MADE_CHOICE = [
  {
    name: STORAGE_KEY_COOKIE_CONSENT,
    value: JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }),
  },
  { name: STORAGE_KEY_COOKIE_CONSENT_DATE, value: '2026-01-01T00:00:00.000Z' },
];

/**
 * The storage every journey starts with (playwright.config.ts): the cookie choice made, so the
 * consent overlay (accounts spec §2) covers nothing. The consent journey starts without it.
 */
export function consentGivenState(origin: string) {
  return { cookies: [], origins: [{ origin, localStorage: MADE_CHOICE }] };
}

/**
 * The same for a context the config's options do not reach (a persistent profile, the benches'
 * contexts). A script text rather than a function: the benches' typecheck has no DOM.
 */
export async function giveConsentBeforeLoad(context: BrowserContext): Promise<void> {
  await context.addInitScript({
    content: `for (const { name, value } of ${JSON.stringify(MADE_CHOICE)})
      if (localStorage.getItem(name) === null) localStorage.setItem(name, value);`,
  });
}
