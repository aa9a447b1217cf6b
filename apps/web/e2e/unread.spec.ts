import { de, en } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import type { Member } from './chat-support';
import { picture } from './pictures';
import { registerViaApi, trpcMutation, uniqueUsername } from './support';

/*
 * Unread counts in the sidebar (issue: notifications): what came since the member last read a
 * room, '@' for a mention, cleared by reading it, in every tab. axe is injected as a script,
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

async function openChat(page: Page, connected: string) {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: connected })).toBeAttached();
}

for (const [locale, m] of [
  ['en-US', en],
  ['de-DE', de],
] as const) {
  test(`a room's unread messages and a mention show in the sidebar and clear on reading, in both tabs (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const anna = await member(browser, origin, 'ur_anna', locale);
    const ben = await member(browser, origin, 'ur_ben', locale);
    const benId = await idOf(ben.page);
    const name = `Ungelesen ${Date.now().toString(36)}`;
    const created = await trpcMutation(anna.page.request, origin, 'rooms.create', { name, isPrivate: false });
    const { result }: { result: { data: { id: string } } } = await created.json();
    const roomId = result.data.id;
    await trpcMutation(ben.page.request, origin, 'rooms.join', { roomId });
    const connected = m.connection.status(m.connection.connected);
    await openChat(ben.page, connected);
    const otherTab = await ben.context.newPage();
    await openChat(otherTab, connected);

    for (const content of ['eins', 'zwei']) {
      await trpcMutation(anna.page.request, origin, 'messages.send', { roomId, content });
    }
    await trpcMutation(anna.page.request, origin, 'messages.send', {
      roomId,
      content: `@${ben.username} drei`,
      mentionedUserIds: [benId],
    });

    const row = (page: Page) =>
      page.getByRole('complementary', { name: 'Chats' }).getByRole('button', { name, exact: true });
    const described = `${m.sidebar.unreadMessages(3)}, ${m.sidebar.mentionsYou}`;
    for (const page of [ben.page, otherTab]) {
      await expect(row(page)).toHaveAccessibleDescription(described);
      await expect(page.getByRole('complementary', { name: 'Chats' }).getByText('@ 3')).toBeVisible();
    }
    await expectNoSeriousA11yFindings(ben.page, `the sidebar with an unread badge (${locale})`);
    await picture(ben.page, `unread-${locale}-1280`);

    await row(ben.page).click();
    await expect(ben.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(ben.page.getByRole('complementary', { name: 'Chats' }).getByText('@ 3')).toHaveCount(0);
    // The other tab hears that the room was read.
    await expect(row(otherTab)).toHaveAccessibleDescription('');
    await expect(otherTab.getByRole('complementary', { name: 'Chats' }).getByText('@ 3')).toHaveCount(0);
  });
}
