import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, uniqueUsername } from './support';

/* The cookie consent overlay (accounts spec §2, §4): these journeys start with no choice made. */
test.use({ storageState: { cookies: [], origins: [] } });

const overlay = (page: Page) => page.getByRole('dialog', { name: /Cookies on Nahbar|Cookie settings/ });
const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: JSON.parse(window.localStorage.getItem('cookie-consent') ?? 'null'),
    date: window.localStorage.getItem('cookie-consent-date'),
  }));

test('Reject All stores only the necessary cookies, and the choice outlasts a reload', async ({ page }) => {
  await page.goto('/');
  await expect(overlay(page)).toBeVisible();
  await expect(
    overlay(page).getByText('We set no analytics or marketing cookies.', { exact: false }),
  ).toBeVisible();
  await expect(overlay(page).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await overlay(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(overlay(page)).toHaveCount(0);
  const choice = await stored(page);
  expect(choice.consent).toEqual({ necessary: true, functional: false, analytics: false, marketing: false });
  expect(Number.isNaN(Date.parse(choice.date ?? ''))).toBe(false);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
});

test('Accept All stores all four; the X hides it for now and stores nothing', async ({ page }) => {
  await page.goto('/');
  await overlay(page).getByRole('button', { name: 'Close' }).click();
  await expect(overlay(page)).toHaveCount(0);
  expect((await stored(page)).consent).toBeNull();

  await page.reload();
  await overlay(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(overlay(page)).toHaveCount(0);
  expect((await stored(page)).consent).toEqual({
    necessary: true,
    functional: true,
    analytics: true,
    marketing: true,
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
});

test("Customize, then the GDPR tab's button: the member's choice persists and reaches the account", async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page.request, baseURL ?? '', uniqueUsername('ck_eva'));
  await page.goto('/settings?tab=gdpr');
  await overlay(page).getByRole('button', { name: 'Customize' }).click();
  const necessary = page.getByRole('switch', { name: /^Necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(page.getByRole('switch', { name: /^Functional/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Analytics/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Marketing/ })).not.toBeChecked();
  // Back returns to the main view.
  await overlay(page).getByRole('button', { name: 'Back' }).click();
  await overlay(page).getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('switch', { name: /^Functional/ }).click();
  await page.getByRole('switch', { name: /^Analytics/ }).click();
  await overlay(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(overlay(page)).toHaveCount(0);
  const choice = { necessary: true, functional: false, analytics: true, marketing: false };
  expect((await stored(page)).consent).toEqual(choice);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'GDPR', selected: true })).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
  // The GDPR tab opens the settings again, on the stored choice.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('switch', { name: /^Analytics/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Functional/ })).not.toBeChecked();
  await page.getByRole('switch', { name: /^Marketing/ }).click();
  await overlay(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(overlay(page)).toHaveCount(0);

  // Kept on the account too (account.setCookieConsent).
  await expect
    .poll(async () => {
      const response = await page.request.get('/trpc/account.cookieConsent');
      const body: { result: { data: { marketing: boolean; analytics: boolean } | null } } =
        await response.json();
      return body.result.data;
    })
    .toMatchObject({ analytics: true, marketing: true, functional: false, necessary: true });
});
