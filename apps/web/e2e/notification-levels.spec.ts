import { de, en } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import type { Member } from './chat-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { hasHorizontalOverflow, registerViaApi, trpcMutation, uniqueUsername } from './support';

/*
 * A room's notification level from its header (All / Mentions only / Nothing), and unread
 * counts of rooms one is not looking at, live. axe is injected as a script, which the app's
 * CSP refuses: these contexts bypass it.
 */
test.use({ bypassCSP: true });

const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

async function member(browser: Browser, baseURL: string, prefix: string, locale: string): Promise<Member> {
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

async function roomOf(page: Page, baseURL: string, name: string): Promise<string> {
  const created = await trpcMutation(page.request, baseURL, 'rooms.create', { name, isPrivate: false });
  const { result }: { result: { data: { id: string } } } = await created.json();
  return result.data.id;
}

for (const [locale, m] of [
  ['en-US', en],
  ['de-DE', de],
] as const) {
  test(`unread counts arrive live; a room set to nothing counts quietly and makes no notice (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    // Four accessibility audits, each several seconds with two browsers working beside it.
    test.slow();
    const origin = baseURL ?? '';
    const anna = await member(browser, origin, 'nl_anna', locale);
    const ben = await member(browser, origin, 'nl_ben', locale);
    const benId = await idOf(ben.page);
    const stamp = Date.now().toString(36);
    const loud = `Laut ${stamp}`;
    const quiet = `Leise ${stamp}`;
    const [loudId, quietId] = [await roomOf(anna.page, origin, loud), await roomOf(anna.page, origin, quiet)];
    for (const roomId of [loudId, quietId])
      await trpcMutation(ben.page.request, origin, 'rooms.join', { roomId });

    // Ben looks at the quiet room and sets it to notify of nothing.
    await ben.page.goto(`/chat/${quietId}`);
    await expect(ben.page.getByRole('heading', { level: 1, name: quiet })).toBeVisible();
    await expect(
      ben.page.getByRole('status', { name: m.connection.status(m.connection.connected) }),
    ).toBeAttached();
    await ben.page.getByRole('button', { name: m.notifications.levelOf(m.notifications.levelAll) }).click();
    const nothing = ben.page.getByRole('menuitem', {
      name: new RegExp(`^${m.notifications.levelNothing}`),
    });
    await expect(
      ben.page.getByRole('menuitem', { name: new RegExp(`^${m.notifications.levelAll}`) }),
    ).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yFindings(ben.page, `the notification level menu (${locale})`);
    await picture(ben.page, `room-level-menu-${locale}-1280`);
    await nothing.click();
    const levelButton = ben.page.getByRole('button', {
      name: m.notifications.levelOf(m.notifications.levelNothing),
    });
    await expect(levelButton).toBeVisible();
    // Kept on the server: it outlives the page.
    await ben.page.reload();
    await expect(levelButton).toBeVisible();

    // Messages in a room Ben is not looking at: counted at once, without a reload.
    await ben.page.goto(`/chat/${loudId}`);
    await expect(ben.page.getByRole('heading', { level: 1, name: loud })).toBeVisible();
    await expect(
      ben.page.getByRole('status', { name: m.connection.status(m.connection.connected) }),
    ).toBeAttached();
    for (const content of ['eins', 'zwei']) {
      await trpcMutation(anna.page.request, origin, 'messages.send', { roomId: quietId, content });
    }
    await trpcMutation(anna.page.request, origin, 'messages.send', {
      roomId: quietId,
      content: `@${ben.username} hallo`,
      mentionedUserIds: [benId],
    });
    const sidebar = ben.page.getByRole('complementary', { name: 'Chats' });
    const row = sidebar.getByRole('button', { name: quiet, exact: true });
    await expect(row).toHaveAccessibleDescription(`${m.sidebar.unreadMessages(3)}, ${m.sidebar.mentionsYou}`);
    await expect(sidebar.locator('[data-muted]')).toHaveText(/@ 3/);
    // Nothing: no mention notice in the bell.
    await expect(ben.page.getByRole('button', { name: m.bell.open(0), exact: true })).toBeVisible();

    for (const width of [375, 768, 1280]) {
      await ben.page.setViewportSize({ width, height: 800 });
      if (width === 375) {
        // On phones the levels sit in the More menu.
        await ben.page.getByRole('button', { name: m.shell.more }).click();
        await expect(
          ben.page.getByRole('menuitem', { name: new RegExp(`^${m.notifications.levelAll}`) }),
        ).toHaveAttribute('aria-current', 'true');
      }
      expect(await hasHorizontalOverflow(ben.page), `overflow at ${width}px (${locale})`).toBe(false);
      await picture(ben.page, `notification-levels-${locale}-${width}`);
      await expectNoSeriousA11yFindings(ben.page, `levels and muted badge at ${width}px (${locale})`);
      if (width === 375) await ben.page.keyboard.press('Escape');
    }
    if (locale === 'de-DE') await expectOnlyLanguage('de', ben.page);
  });
}
