import { de, en, type Messages } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import type { Member } from './chat-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { hasHorizontalOverflow, registerViaApi, trpcMutation, uniqueUsername } from './support';

/*
 * The notification bell (accounts spec §2, §4): a friend request and a mention light it live,
 * a click marks one read and leads where it belongs, 'mark all read' clears it. axe is injected
 * as a script, which the app's CSP refuses: these contexts bypass it.
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

/** Opens the chat and waits until its live channel is up, so events arrive. */
async function openChat(page: Page, m: Messages) {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status', { name: m.connection.status(m.connection.connected) }),
  ).toBeAttached();
}

test('a friend request lights the bell live; its click marks it read and opens the friends page', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const anna = await member(browser, origin, 'nt_anna');
  const ben = await member(browser, origin, 'nt_ben');
  await openChat(ben.page, en);
  await expect(ben.page.getByRole('button', { name: en.bell.open(0) })).toBeVisible();

  await trpcMutation(anna.page.request, origin, 'friends.send', { userId: await idOf(ben.page) });
  await expect(ben.page.getByRole('alert').getByText(en.notifications.friendRequestTitle)).toBeVisible();
  const bell = ben.page.getByRole('button', { name: en.bell.open(1) });
  await expect(bell).toBeVisible();

  await bell.click();
  const panel = ben.page.getByRole('dialog', { name: en.bell.title });
  await expect(panel.getByText(en.notifications.friendRequestBody(anna.username))).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(en.notifications.friendRequestTitle) }).click();
  await expect(ben.page).toHaveURL(/\/friends$/);

  await openChat(ben.page, en);
  await expect(ben.page.getByRole('button', { name: en.bell.open(0) })).toBeVisible();
});

test('a mention opens its room from the bell; "mark all read" clears the rest', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const anna = await member(browser, origin, 'nt_anna');
  const ben = await member(browser, origin, 'nt_ben');
  const benId = await idOf(ben.page);
  const name = `Erwähnung ${Date.now().toString(36)}`;
  const created = await trpcMutation(anna.page.request, origin, 'rooms.create', { name, isPrivate: false });
  const { result }: { result: { data: { id: string } } } = await created.json();
  const roomId = result.data.id;
  await trpcMutation(ben.page.request, origin, 'rooms.join', { roomId });
  await openChat(ben.page, en);

  await trpcMutation(anna.page.request, origin, 'messages.send', {
    roomId,
    content: `@${ben.username} schau mal`,
    mentionedUserIds: [benId],
  });
  await trpcMutation(anna.page.request, origin, 'friends.send', { userId: benId });
  const bell = ben.page.getByRole('button', { name: en.bell.open(2) });
  await expect(bell).toBeVisible();

  await bell.click();
  const panel = ben.page.getByRole('dialog', { name: en.bell.title });
  await panel.getByRole('button', { name: new RegExp(en.notifications.mentionTitle) }).click();
  await expect(ben.page).toHaveURL(new RegExp(`/chat/${roomId}$`));
  await expect(ben.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(ben.page.getByRole('button', { name: en.bell.open(1) })).toBeVisible();

  await ben.page.getByRole('button', { name: en.bell.open(1) }).click();
  await panel.getByRole('button', { name: en.bell.markAllRead }).click();
  await expect(ben.page.getByRole('button', { name: en.bell.open(0) })).toBeVisible();
  await expect(panel.getByRole('img', { name: en.bell.unread })).toHaveCount(0);
});

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

test('the bell and its list at 375, 768 and 1280 px, in English and German: no serious findings, nothing cut off', async ({
  browser,
  baseURL,
}) => {
  // Six accessibility audits, each several seconds with two browsers working beside it.
  test.slow();
  const origin = baseURL ?? '';
  for (const [locale, m] of [
    ['en-US', en],
    ['de-DE', de],
  ] as const) {
    const anna = await member(browser, origin, 'nt_anna', locale);
    const ben = await member(browser, origin, 'nt_ben', locale);
    // The text is written in the receiver's language, which the app stores once it has run; the
    // request comes before the chat opens, so the bell reads it on loading.
    await trpcMutation(ben.page.request, origin, 'auth.setLocale', { locale: locale.slice(0, 2) });
    await trpcMutation(anna.page.request, origin, 'friends.send', { userId: await idOf(ben.page) });
    await openChat(ben.page, m);
    const bell = ben.page.getByRole('button', { name: m.bell.open(1) });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = ben.page.getByRole('dialog', { name: m.bell.title });
    await expect(panel.getByText(m.notifications.friendRequestBody(anna.username))).toBeVisible();
    if (locale === 'de-DE') await expectOnlyLanguage('de', ben.page, panel);
    for (const viewport of VIEWPORTS) {
      await ben.page.setViewportSize(viewport);
      await expect(panel).toBeVisible();
      expect(await hasHorizontalOverflow(ben.page), `overflow at ${viewport.width}px (${locale})`).toBe(
        false,
      );
      const box = await panel.boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= viewport.width,
        `panel inside at ${viewport.width}px`,
      ).toBe(true);
      await picture(ben.page, `bell-${locale}-${viewport.width}`);
      await expectNoSeriousA11yFindings(ben.page, `bell at ${viewport.width}px (${locale})`);
    }
  }
});

test('in quiet hours a notification still lights the bell, without a toast', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const anna = await member(browser, origin, 'nt_anna');
  const ben = await member(browser, origin, 'nt_ben');
  await openChat(ben.page, en);
  // Quiet from this hour for two hours, on the member's own clock.
  const hour = await ben.page.evaluate(() => new Date().getHours());
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  await trpcMutation(ben.page.request, origin, 'notifications.updateSettings', {
    quietHours: { enabled: true, startTime: at(hour), endTime: at(hour + 2) },
  });
  await ben.page.reload();
  await expect(
    ben.page.getByRole('status', { name: en.connection.status(en.connection.connected) }),
  ).toBeAttached();
  await expect(ben.page.getByRole('button', { name: en.bell.open(0) })).toBeVisible();

  await trpcMutation(anna.page.request, origin, 'friends.send', { userId: await idOf(ben.page) });
  await expect(ben.page.getByRole('button', { name: en.bell.open(1) })).toBeVisible();
  await expect(ben.page.getByRole('alert').getByText(en.notifications.friendRequestTitle)).toHaveCount(0);
});
