import type { Browser } from '@playwright/test';
import type { Member } from './chat-support';
import { PASSWORD, trpcMutation } from './support';

/** The admin account the journeys' server seeds before it starts (scripts/e2e/seed-admin.ts). */
export const E2E_ADMIN_USERNAME = 'e2e_admin';

/** The seeded admin, signed in in a browser of their own. */
export async function adminInBrowser(browser: Browser, baseURL: string, locale = 'en-US'): Promise<Member> {
  const context = await browser.newContext({ baseURL, locale, bypassCSP: true });
  const page = await context.newPage();
  await trpcMutation(page.request, baseURL, 'auth.login', {
    username: E2E_ADMIN_USERNAME,
    password: PASSWORD,
  });
  return { username: E2E_ADMIN_USERNAME, context, page };
}
