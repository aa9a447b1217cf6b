import { de, en } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminInBrowser } from './admin-support';
import { expectNoSeriousA11yFindings } from './axe';
import type { Member } from './chat-support';
import { myId } from './friends-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { hasHorizontalOverflow, PASSWORD, registerViaApi, trpcMutation, uniqueUsername } from './support';

/*
 * The ban screen (issue 32): why, until when, and how to reach the operators (SUPPORT_CONTACT,
 * set for the journeys' server in playwright.config.ts). axe is injected as a script, which the
 * app's CSP refuses: these contexts bypass it.
 */
test.use({ bypassCSP: true });

const CONTACT = 'hilfe@nahbar.example';

const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

async function memberIn(browser: Browser, baseURL: string, locale: string): Promise<Member> {
  const context = await browser.newContext({ baseURL, locale, bypassCSP: true });
  const page = await context.newPage();
  const username = uniqueUsername('ban');
  await registerViaApi(page.request, baseURL, username);
  const member = { username, context, page };
  members.push(member);
  return member;
}

async function ban(browser: Browser, baseURL: string, page: Page, reason: string, durationHours?: number) {
  const admin = await adminInBrowser(browser, baseURL);
  members.push(admin);
  await trpcMutation(admin.page.request, baseURL, 'admin.ban', {
    userId: await myId(page),
    reason,
    ...(durationHours ? { durationHours } : {}),
  });
}

async function signIn(page: Page, username: string, m: typeof en) {
  await page.getByRole('textbox', { name: m.auth.username }).fill(username);
  await page.getByLabel(m.auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: m.auth.signIn, exact: true }).click();
}

test('a timed ban: signing in shows the reason, the end and the operators’ address, in German at three widths', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const ben = await memberIn(browser, origin, 'de-DE');
  await ban(browser, origin, ben.page, 'Beleidigungen im Chat', 48);
  await ben.context.clearCookies();
  await ben.page.goto('/chat');
  await signIn(ben.page, ben.username, de);

  const screen = ben.page.getByRole('alert').filter({ hasText: de.auth.accountSuspended });
  await expect(screen.getByText(de.suspension.reason('Beleidigungen im Chat'))).toBeVisible();
  // The end in German, about two days from now.
  await expect(screen.getByText(/^Gesperrt bis \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}$/)).toBeVisible();
  const link = screen.getByRole('link', { name: CONTACT });
  await expect(link).toHaveAttribute('href', `mailto:${CONTACT}`);
  await expectOnlyLanguage('de', ben.page);

  // A reload of the sign-in screen still says why.
  await ben.page.reload();
  await expect(screen.getByText(de.suspension.reason('Beleidigungen im Chat'))).toBeVisible();
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    await ben.page.setViewportSize(viewport);
    expect(await hasHorizontalOverflow(ben.page), `overflow at ${viewport.width}px`).toBe(false);
    await picture(ben.page, `ban-screen-de-DE-${viewport.width}`, { fullPage: true });
    await expectNoSeriousA11yFindings(ben.page, `ban screen at ${viewport.width}px`);
  }
});

test('a ban until lifted says so', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const ben = await memberIn(browser, origin, 'en-US');
  await ban(browser, origin, ben.page, 'Spam in every room');
  await ben.context.clearCookies();
  await ben.page.goto('/chat');
  await signIn(ben.page, ben.username, en);
  const screen = ben.page.getByRole('alert').filter({ hasText: en.auth.accountSuspended });
  await expect(screen.getByText(en.suspension.reason('Spam in every room'))).toBeVisible();
  await expect(screen.getByText(en.suspension.untilLifted)).toBeVisible();
  await expect(screen.getByRole('link', { name: CONTACT })).toBeVisible();
});

test('a member banned while chatting is told so with the operators’ address, and the reason on signing in', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const ben = await memberIn(browser, origin, 'en-US');
  await ben.page.goto('/chat');
  await expect(ben.page.getByRole('status', { name: 'Connection: Connected' })).toBeAttached();
  await ban(browser, origin, ben.page, 'Threats', 24);

  const screen = ben.page.getByRole('alert').filter({ hasText: en.auth.accountSuspended });
  await expect(screen.getByText(en.suspension.endedWhileSignedIn)).toBeVisible({ timeout: 15_000 });
  await expect(screen.getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
  await picture(ben.page, 'ban-screen-live-en-US-1280');

  await signIn(ben.page, ben.username, en);
  await expect(screen.getByText(en.suspension.reason('Threats'))).toBeVisible();
  await expect(screen.getByText(/^Suspended until /)).toBeVisible();
  await expect(screen.getByText(en.suspension.endedWhileSignedIn)).toHaveCount(0);
});
