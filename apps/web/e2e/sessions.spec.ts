import { de, en } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import type { Member } from './chat-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { hasHorizontalOverflow, PASSWORD, registerViaApi, trpcMutation, uniqueUsername } from './support';

/*
 * The account tab's signed-in devices (ours): the list, signing out another device, signing
 * out all others. axe is injected as a script, which the app's CSP refuses: these contexts
 * bypass it.
 */
test.use({ bypassCSP: true });

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const contexts: Member['context'][] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function newPage(browser: Browser, baseURL: string, locale: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale,
    bypassCSP: true,
    ...(userAgent ? { userAgent } : {}),
  });
  contexts.push(context);
  return context.newPage();
}

/** A member signed up in one browser, and signed in once more in a browser that says `userAgent`. */
async function memberOnTwoDevices(browser: Browser, baseURL: string, locale: string, userAgent: string) {
  const here = await newPage(browser, baseURL, locale);
  const username = uniqueUsername('devices');
  await registerViaApi(here.request, baseURL, username);
  const there = await newPage(browser, baseURL, locale, userAgent);
  await trpcMutation(there.request, baseURL, 'auth.login', { username, password: PASSWORD });
  return { here, there };
}

test('another device is listed by browser and system, and signing it out ends its session', async ({
  browser,
  baseURL,
}) => {
  const { here, there } = await memberOnTwoDevices(browser, baseURL ?? '', 'en-US', FIREFOX_ON_LINUX);
  await there.goto('/settings?tab=account');
  await expect(there.getByRole('heading', { name: en.sessions.title })).toBeVisible();

  await here.goto('/settings?tab=account');
  const devices = here.getByRole('region', { name: en.sessions.title });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first().getByText(en.sessions.thisDevice)).toBeVisible();
  const firefox = en.sessions.device('Firefox', 'Linux');
  await expect(devices.getByText(firefox, { exact: true })).toBeVisible();
  await expect(
    devices.getByText(en.sessions.lastUsed(en.sessions.lastUsedJustNow), { exact: false }).first(),
  ).toBeVisible();
  // One's own device has no sign-out of its own here: that is the menu's "Logout".
  await expect(devices.getByRole('listitem').first().getByRole('button')).toHaveCount(0);

  await devices.getByRole('button', { name: en.sessions.signOutNamed(firefox) }).click();
  await expect(here.getByText(en.sessions.signedOut)).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText(en.sessions.noOtherDevices)).toBeVisible();

  // The signed-out browser is asked to log in again.
  await there.reload();
  await expect(there.getByText(en.settings.notSignedIn)).toBeVisible();
});

test('"sign out all other devices" keeps only this one', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const { here, there } = await memberOnTwoDevices(browser, origin, 'en-US', FIREFOX_ON_LINUX);
  const me = await here.request.get('/trpc/auth.me');
  const { result }: { result: { data: { username: string } } } = await me.json();
  const username = result.data.username;
  const phone = await newPage(browser, origin, 'en-US', SAFARI_ON_IPHONE);
  await trpcMutation(phone.request, origin, 'auth.login', { username, password: PASSWORD });

  await here.goto('/settings?tab=account');
  const devices = here.getByRole('region', { name: en.sessions.title });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(devices.getByText(en.sessions.device('Safari', 'iOS'), { exact: true })).toBeVisible();
  await devices.getByRole('button', { name: en.sessions.signOutOthers }).click();
  await expect(here.getByText(en.sessions.signedOutOthers(2))).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  for (const page of [there, phone]) {
    const me = await page.request.get('/trpc/auth.me');
    const body: { result: { data: unknown } } = await me.json();
    expect(body.result.data).toBeNull();
  }
});

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

test('the list of devices at 375, 768 and 1280 px, in English and German: no serious findings, nothing cut off', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, m] of [
    ['en-US', en],
    ['de-DE', de],
  ] as const) {
    const { here } = await memberOnTwoDevices(browser, baseURL ?? '', locale, SAFARI_ON_IPHONE);
    await here.goto('/settings?tab=account');
    const devices = here.getByRole('region', { name: m.sessions.title });
    await expect(devices.getByText(m.sessions.device('Safari', 'iOS'), { exact: true })).toBeVisible();
    await expect(devices.getByRole('button', { name: m.sessions.signOutOthers })).toBeVisible();
    if (locale === 'de-DE') await expectOnlyLanguage('de', here);
    for (const viewport of VIEWPORTS) {
      await here.setViewportSize(viewport);
      await devices.scrollIntoViewIfNeeded();
      expect(await hasHorizontalOverflow(here), `overflow at ${viewport.width}px (${locale})`).toBe(false);
      await picture(here, `sessions-${locale}-${viewport.width}`, { fullPage: true });
      await expectNoSeriousA11yFindings(here, `devices at ${viewport.width}px (${locale})`);
    }
  }
});
