import { en, PASSWORD_RESET_TOKEN_MINUTES } from '@nahbar/contracts';
import { type Browser, expect, test } from '@playwright/test';
import { consentGivenState } from './consent-state';
import { mailLinksSoFar, waitForMailLink } from './mail-support';
import { PASSWORD, registerViaApi, uniqueUsername } from './support';

/*
 * The journey: a member with a verified address forgets the password, asks for a link,
 * opens it from the mail, sets a new password and signs in with it; a browser that was signed in
 * as the member meanwhile is signed out. The mails are the .eml files the e2e server writes.
 */
const NEW_PASSWORD = 'wanderweg-am-see-42';

async function browserOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: consentGivenState(baseURL) });
  return { context, page: await context.newPage() };
}

test('a forgotten password is reset by mail, and the other sessions end', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const username = uniqueUsername('reset');
  const address = `${username}@example.org`;

  // The member's first browser: registered, signed in, and giving the address in the settings.
  const first = await browserOf(browser, origin);
  await registerViaApi(first.page.request, origin, username);
  await first.page.goto('/settings?tab=account');
  const section = first.page.getByRole('region', { name: en.emailSettings.title, exact: true });
  await section.getByLabel(en.emailSettings.newAddress).fill(address);
  await section.getByLabel(en.emailSettings.password).fill(PASSWORD);
  await section.getByRole('button', { name: en.emailSettings.sendLink }).click();
  await expect(section.getByText(en.emailSettings.pending(address))).toBeVisible();

  // Opening the verification link alone confirms nothing, as a mail scanner opens links too:
  // no call goes out, and the address still waits in the account tab.
  const verifyLink = await waitForMailLink(address, '/verify-email');
  const verifyCalls: string[] = [];
  first.page.on('request', (request) => {
    if (request.url().includes('auth.verifyEmail')) verifyCalls.push(request.url());
  });
  await first.page.goto(verifyLink);
  const confirm = first.page.getByRole('button', { name: en.emailPages.confirmAddress });
  await expect(confirm).toBeVisible();
  await first.page.goto('/settings?tab=account');
  await expect(section.getByText(en.emailSettings.pending(address))).toBeVisible();
  expect(verifyCalls).toEqual([]);

  // Pressing the button confirms it: the link was not spent by the first opening.
  await first.page.goto(verifyLink);
  await confirm.click();
  await expect(first.page.getByText(en.emailPages.verified(address))).toBeVisible();
  expect(verifyCalls).toHaveLength(1);
  await first.page.goto('/settings?tab=account');
  await expect(section.getByText(en.emailSettings.verified(address))).toBeVisible();

  // Somewhere else, the password forgotten: a link asked for from the sign-in screen.
  const second = await browserOf(browser, origin);
  const page = second.page;
  const earlier = await mailLinksSoFar(address, '/reset-password');
  await page.goto('/');
  await page.getByRole('link', { name: en.email.forgotPassword }).click();
  await page.getByLabel(en.emailPages.loginLabel).fill(username);
  await page.getByRole('button', { name: en.emailPages.sendLink }).click();
  await expect(page.getByText(en.emailPages.forgotSent(PASSWORD_RESET_TOKEN_MINUTES))).toBeVisible();

  const resetLink = await waitForMailLink(address, '/reset-password', earlier);
  await page.goto(resetLink);
  await page.getByLabel(en.accountSettings.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(en.accountSettings.confirmNewPassword).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: en.emailPages.setPassword }).click();
  await expect(page.getByText(en.emailPages.passwordSet)).toBeVisible();

  // Signing in with the new password.
  await page.getByRole('link', { name: en.auth.signIn }).click();
  await page.getByLabel(en.auth.username).fill(username);
  await page.getByLabel(en.auth.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: en.auth.signIn }).click();
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();

  // The link is spent: opening it again says so.
  await page.goto(resetLink);
  await page.getByLabel(en.accountSettings.newPassword, { exact: true }).fill(`${NEW_PASSWORD}-2`);
  await page.getByLabel(en.accountSettings.confirmNewPassword).fill(`${NEW_PASSWORD}-2`);
  await page.getByRole('button', { name: en.emailPages.setPassword }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.email.linkInvalid })).toBeVisible();

  // The first browser's session ended with the reset: it is back at the sign-in screen.
  await first.page.goto('/');
  await expect(first.page.getByRole('heading', { name: en.auth.signInTitle })).toBeVisible();
  const me = await first.page.request.get('/trpc/auth.me');
  expect((await me.json()).result.data).toBeNull();

  await first.context.close();
  await second.context.close();
});
