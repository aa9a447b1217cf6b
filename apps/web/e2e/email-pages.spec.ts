import {
  de,
  EMAIL_VERIFY_TOKEN_HOURS,
  en,
  type Messages,
  PASSWORD_RESET_TOKEN_MINUTES,
} from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { consentGivenState } from './consent-state';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, PASSWORD, registerViaApi, uniqueUsername } from './support';
import { expectToast } from './toast-support';

/*
 * The pages the mailed links open, the sign-in screen's way to them, the registration's address
 * and the settings' e-mail parts, in both languages: they work, nothing of the other language
 * shows, axe finds nothing serious, and nothing scrolls sideways at a phone's, a tablet's and a
 * desktop's width. Tokens here are well-formed but unknown: every server refuses them.
 */
const WIDTHS = [375, 768, 1280] as const;
const LANGUAGES = [
  { lang: 'en', locale: 'en-US', m: en },
  { lang: 'de', locale: 'de-DE', m: de },
] as const;
const UNKNOWN_TOKEN = 'unknownTokenUnknownTokenUnknown_-42';

async function visitor(browser: Browser, baseURL: string, locale: string) {
  const context = await browser.newContext({
    baseURL,
    locale,
    bypassCSP: true,
    storageState: consentGivenState(baseURL),
  });
  return { context, page: await context.newPage() };
}

/** At each width: nothing sideways, nothing serious for axe, a picture when pictures are wanted. */
async function checkEveryWidth(page: Page, lang: 'en' | 'de', name: string) {
  await expectOnlyLanguage(lang, page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await settled(page);
    expect(await hasHorizontalOverflow(page), `${name} at ${width} px scrolls sideways`).toBe(false);
    await expectNoSeriousA11yFindings(page, `${lang} ${name} at ${width} px`);
    await picture(page, `${lang}-email-${name}-${width}`, { fullPage: true });
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });

for (const { lang, locale, m } of LANGUAGES) {
  test.describe(`in ${locale}`, () => {
    test('the sign-in screen leads to the forgotten-password page, which answers alike', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL ?? '', locale);
      await page.goto('/');
      await expect(page.getByRole('link', { name: m.email.forgotPassword })).toBeVisible();
      await page.setViewportSize({ width: 375, height: 812 });
      await picture(page, `${lang}-email-sign-in-375`);
      await page.getByRole('link', { name: m.email.forgotPassword }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(heading(page, m.emailPages.forgotTitle)).toBeVisible();
      await checkEveryWidth(page, lang, 'forgot');

      await page.getByRole('button', { name: m.emailPages.sendLink }).click();
      await expect(page.getByText(m.email.loginRequired)).toBeVisible();
      await page.getByLabel(m.emailPages.loginLabel).fill(uniqueUsername('nobody'));
      await page.getByRole('button', { name: m.emailPages.sendLink }).click();
      await expect(page.getByText(m.emailPages.forgotSent(PASSWORD_RESET_TOKEN_MINUTES))).toBeVisible();
      await checkEveryWidth(page, lang, 'forgot-sent');

      await page.getByRole('link', { name: m.emailPages.backToSignIn }).click();
      await expect(page.getByRole('tab', { name: m.auth.signIn })).toBeVisible();
      await context.close();
    });

    test('the reset page checks the new password and says when its link is invalid', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL ?? '', locale);
      await page.goto(`/reset-password#token=${UNKNOWN_TOKEN}`);
      await expect(heading(page, m.emailPages.resetTitle)).toBeVisible();
      const password = page.getByLabel(m.accountSettings.newPassword, { exact: true });
      await password.fill('kurz');
      await page.getByLabel(m.accountSettings.confirmNewPassword).fill('anders');
      await page.getByRole('button', { name: m.emailPages.setPassword }).click();
      await expect(page.getByText(m.auth.passwordsDontMatch)).toBeVisible();
      await checkEveryWidth(page, lang, 'reset-form');

      await password.fill(`${PASSWORD}-neu`);
      await page.getByLabel(m.accountSettings.confirmNewPassword).fill(`${PASSWORD}-neu`);
      await page.getByRole('button', { name: m.emailPages.setPassword }).click();
      await expect(page.getByRole('alert').filter({ hasText: m.email.linkInvalid })).toBeVisible();
      await checkEveryWidth(page, lang, 'reset-invalid');
      await page.getByRole('link', { name: m.emailPages.askNewLink }).click();
      await expect(heading(page, m.emailPages.forgotTitle)).toBeVisible();

      // A link without a token says so at once, without a form to fill in first.
      await page.goto('/reset-password');
      await expect(page.getByRole('alert').filter({ hasText: m.email.linkInvalid })).toBeVisible();
      await expect(page.getByRole('button', { name: m.emailPages.setPassword })).toHaveCount(0);
      await context.close();
    });

    test('the verification page waits for its button and refuses an unknown link', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await visitor(browser, baseURL ?? '', locale);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('auth.verifyEmail')) calls.push(request.postData() ?? '');
      });
      await page.goto(`/verify-email#token=${UNKNOWN_TOKEN}`);
      await expect(heading(page, m.emailPages.verifyTitle)).toBeVisible();
      const button = page.getByRole('button', { name: m.emailPages.confirmAddress });
      await expect(button).toBeVisible();
      await checkEveryWidth(page, lang, 'verify');
      // Opening the page (as a mail scanner would) confirmed nothing.
      expect(calls).toEqual([]);

      await button.click();
      await expect(page.getByRole('alert').filter({ hasText: m.email.linkInvalid })).toBeVisible();
      // One call per press, though React's development checks mount the page twice; and the
      // token only in the call's body, never in an address.
      expect(calls).toHaveLength(1);
      expect(calls[0]).toContain(UNKNOWN_TOKEN);
      await checkEveryWidth(page, lang, 'verify-invalid');
      await context.close();
    });

    test('the unsubscribe page waits for its button', async ({ browser, baseURL }) => {
      const { context, page } = await visitor(browser, baseURL ?? '', locale);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('mail.unsubscribe')) calls.push(request.url());
      });
      await page.goto(`/unsubscribe#token=${UNKNOWN_TOKEN}`);
      await expect(heading(page, m.emailPages.unsubscribeTitle)).toBeVisible();
      const button = page.getByRole('button', { name: m.emailPages.unsubscribe, exact: true });
      await expect(button).toBeVisible();
      await checkEveryWidth(page, lang, 'unsubscribe');
      // Opening the page (as a mail scanner would) turned nothing off.
      expect(calls).toEqual([]);

      await button.click();
      await expect(page.getByRole('alert').filter({ hasText: m.email.linkInvalid })).toBeVisible();
      expect(calls).toHaveLength(1);
      await checkEveryWidth(page, lang, 'unsubscribe-invalid');
      await context.close();
    });

    test('registration takes an optional address and says a link was sent', async ({ browser, baseURL }) => {
      const { context, page } = await visitor(browser, baseURL ?? '', locale);
      const username = uniqueUsername('em_reg');
      await page.goto('/');
      await page.getByRole('tab', { name: m.auth.createAccount }).click();
      await page.getByLabel(m.auth.username).fill(username);
      await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(m.auth.confirmPassword).fill(PASSWORD);
      await page.getByLabel(m.auth.age, { exact: true }).selectOption('29');
      await page.getByRole('radio', { name: m.settings.genderFemaleOption }).check();
      const address = page.getByLabel(m.email.addressLabel);
      await address.fill('lena@');
      await address.blur();
      await expect(page.getByText(m.email.invalidAddress)).toBeVisible();
      // Before the city: the toast a found city brings would be audited too, and it is not ours.
      await checkEveryWidth(page, lang, 'register-address');
      const city = page.getByRole('combobox', { name: m.places.cityLabel });
      await city.fill('Graz');
      await city.press('Escape');
      const submit = page.getByRole('button', { name: m.auth.createAccount });
      await expect(submit).toBeDisabled();

      const email = `${username}@example.org`;
      await address.fill(email);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expectToast(page, m.emailPages.verificationSent(email), m.common.close);
      await context.close();
    });

    test('the account tab sets an address, and the notification tab asks for one', async ({
      browser,
      baseURL,
    }) => {
      const origin = baseURL ?? '';
      const { context, page } = await visitor(browser, origin, locale);
      await registerViaApi(page.request, origin, uniqueUsername('em_set'));
      await page.goto('/settings?tab=notifications');
      const note = page.getByRole('group', { name: m.notificationSettings.byEmail });
      await expect(note).toContainText(m.emailSettings.needAddress);
      await checkEveryWidth(page, lang, 'notifications-note');
      await note.getByRole('link', { name: m.emailSettings.addAddress }).click();

      const section = page.getByRole('region', { name: m.emailSettings.title, exact: true });
      await expect(section.getByText(m.emailSettings.none)).toBeVisible();
      await section.getByRole('button', { name: m.emailSettings.sendLink }).click();
      await expect(section.getByText(m.email.invalidAddress)).toBeVisible();
      await expect(section.getByText(m.auth.passwordRequired)).toBeVisible();
      await checkEveryWidth(page, lang, 'account-errors');

      const email = `${uniqueUsername('em')}@example.org`;
      await section.getByLabel(m.emailSettings.newAddress).fill(email);
      await section.getByLabel(m.emailSettings.password).fill(PASSWORD);
      await section.getByRole('button', { name: m.emailSettings.sendLink }).click();
      await expect(
        section
          .getByRole('status')
          .filter({ hasText: m.emailSettings.linkSent(email, EMAIL_VERIFY_TOKEN_HOURS) }),
      ).toBeVisible();
      // The address waits for its link; none is verified yet.
      await expect(section.getByText(m.emailSettings.pending(email))).toBeVisible();
      await expect(section.getByText(m.emailSettings.none)).toBeVisible();
      await checkEveryWidth(page, lang, 'account-sent');
      await context.close();
    });
  });
}

/** Keeps the catalogue's shape in view for the texts above (a renamed key fails the typecheck). */
export type EmailTexts = Pick<Messages, 'email' | 'emailPages' | 'emailSettings'>;
