import { de, en } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import type { Member } from './chat-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { hasHorizontalOverflow, registerViaApi, trpcMutation, uniqueUsername } from './support';
import { expectToast } from './toast-support';

/*
 * The settings' Notifications tab (accounts spec §2, §3, §8). axe is injected as a script,
 * which the app's CSP refuses: these contexts bypass it.
 */
test.use({ bypassCSP: true });

const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

async function member(browser: Browser, baseURL: string, prefix: string, locale = 'en-US'): Promise<Member> {
  const context = await browser.newContext({ baseURL, locale, bypassCSP: true });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await registerViaApi(page.request, baseURL, username);
  const one = { username, context, page };
  members.push(one);
  return one;
}

async function idOf(page: Page): Promise<string> {
  const response = await page.request.get('/trpc/auth.me');
  const body: { result: { data: { id: string } } } = await response.json();
  return body.result.data.id;
}

test('switching friend requests off is saved, lasts, and no notification is made for one', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const anna = await member(browser, origin, 'ns_anna');
  const ben = await member(browser, origin, 'ns_ben');
  const t = en.notificationSettings;
  const { page } = ben;
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('tab', { name: en.settings.tabNotifications, selected: true })).toBeVisible();
  const save = page.getByRole('button', { name: t.save });
  await expect(save).toHaveCount(0);

  await page.getByRole('switch', { name: t.friendRequests }).uncheck();
  await expect(save).toBeVisible();
  await page.getByRole('switch', { name: t.quietHours }).check();
  await page.getByRole('combobox', { name: t.quietFrom }).click();
  await page.getByRole('option', { name: '23:00' }).click();
  await save.click();
  await expect(page.getByText(t.updated)).toBeVisible();
  await expect(save).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('switch', { name: t.friendRequests })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: t.quietFrom })).toHaveValue('23:00');
  await expect(page.getByRole('combobox', { name: t.quietUntil })).toHaveValue('08:00');

  // The master switch hides what it governs.
  await page.getByRole('switch', { name: new RegExp(`^${t.enable}`) }).uncheck();
  await expect(page.getByRole('switch', { name: t.mentions })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: t.quietFrom })).toHaveCount(0);
  await page.getByRole('button', { name: en.settings.discardChanges }).click();
  await expect(page.getByRole('switch', { name: t.mentions })).toBeVisible();

  await trpcMutation(anna.page.request, origin, 'friends.send', { userId: await idOf(page) });
  const count = await page.request.get('/trpc/notifications.unreadCount');
  const body: { result: { data: { count: number } } } = await count.json();
  expect(body.result.data.count).toBe(0);
});

test('only switches something obeys are offered, and the hidden ones keep their stored values', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const { page } = await member(browser, origin, 'ns_only');
  const t = en.notificationSettings;
  // Stored before: values of switches the tab no longer shows.
  await trpcMutation(page.request, origin, 'notifications.updateSettings', {
    notifications: { photoLikes: false, profileViews: true },
    emailNotifications: { dailySummary: true },
  });
  await page.goto('/settings?tab=notifications');
  for (const shown of [t.newMessages, t.mentions, t.friendRequests, t.roomInvites, t.systemUpdates])
    await expect(page.getByRole('switch', { name: shown, exact: true })).toBeVisible();
  // Features still to come (issue 32), and e-mail without a verified address.
  for (const hidden of [t.photoLikes, t.profileViews, t.newMatches, t.reactions, t.securityAlerts])
    await expect(page.getByRole('switch', { name: hidden, exact: true })).toHaveCount(0);
  // Without a verified address the e-mail part says what it needs instead of offering switches.
  const byEmail = page.getByRole('group', { name: t.byEmail });
  await expect(byEmail).toContainText(en.emailSettings.needAddress);
  await expect(byEmail.getByRole('link', { name: en.emailSettings.addAddress })).toHaveAttribute(
    'href',
    '/settings?tab=account',
  );
  for (const hidden of [t.dailySummary, t.weeklyHighlights, t.importantUpdates])
    await expect(page.getByRole('switch', { name: hidden, exact: true })).toHaveCount(0);

  await page.getByRole('switch', { name: t.mentions, exact: true }).uncheck();
  await page.getByRole('button', { name: t.save }).click();
  await expectToast(page, t.updated);
  const response = await page.request.get('/trpc/notifications.settings');
  const saved: {
    notifications: Record<string, boolean>;
    emailNotifications: Record<string, boolean>;
  } = (await response.json()).result.data;
  expect(saved.notifications).toMatchObject({ mentions: false, photoLikes: false, profileViews: true });
  expect(saved.emailNotifications).toMatchObject({ dailySummary: true });
});

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** A browser subscription as Chrome's push service would give it (the server only stores it here). */
function fakeSubscription(name: string) {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${Date.now().toString(36)}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
}

/** Browser and system of the member's one notified browser, as the server read them. */
async function deviceParts(page: Page): Promise<[string, string]> {
  const response = await page.request.get('/trpc/notifications.pushDevices');
  const [device]: { browser: string; os: string }[] = (await response.json()).result.data;
  return [device?.browser ?? '', device?.os ?? ''];
}

async function listedDevice(page: Page): Promise<string> {
  return en.sessions.device(...(await deviceParts(page)));
}

test('a browser notified while Nahbar is closed is listed and can be removed', async ({
  browser,
  baseURL,
}) => {
  const { page } = await member(browser, baseURL ?? '', 'ns_push');
  const subscribed = await trpcMutation(
    page.request,
    baseURL ?? '',
    'notifications.subscribePush',
    fakeSubscription('ns'),
  );
  expect(subscribed.ok()).toBe(true);
  await page.goto('/settings?tab=notifications');
  const section = page.getByRole('region', { name: en.notificationSettings.push });
  // This browser itself did not subscribe: its switch is off, the other browser is listed.
  await expect(section.getByRole('switch', { name: en.notificationSettings.pushSwitch })).not.toBeChecked();
  const device = await listedDevice(page);
  await expect(section.getByText(device)).toBeVisible();
  await section.getByRole('button', { name: en.notificationSettings.pushRemove(device) }).click();
  await expectToast(page, en.notificationSettings.pushDisabled);
  await expect(section.getByText(en.notificationSettings.pushNoDevices)).toBeVisible();
  const left = await page.request.get('/trpc/notifications.pushDevices');
  expect((await left.json()).result.data).toEqual([]);
});

test('the tab at 375, 768 and 1280 px, in English and German: no serious findings, nothing cut off', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, m] of [
    ['en-US', en],
    ['de-DE', de],
  ] as const) {
    const { page } = await member(browser, baseURL ?? '', 'ns_look', locale);
    await trpcMutation(page.request, baseURL ?? '', 'notifications.subscribePush', fakeSubscription('look'));
    await page.goto('/settings?tab=notifications');
    await expect(page.getByText(m.sessions.device(...(await deviceParts(page))))).toBeVisible();
    await page.getByRole('switch', { name: m.notificationSettings.quietHours }).check();
    await expect(page.getByRole('button', { name: m.notificationSettings.save })).toBeVisible();
    if (locale === 'de-DE') await expectOnlyLanguage('de', page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      expect(await hasHorizontalOverflow(page), `overflow at ${viewport.width}px (${locale})`).toBe(false);
      await picture(page, `settings-notifications-${locale}-${viewport.width}`, { fullPage: true });
      await expectNoSeriousA11yFindings(page, `notifications tab at ${viewport.width}px (${locale})`);
    }
  }
});
