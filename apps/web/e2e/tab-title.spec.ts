import { expect, type Page, test } from '@playwright/test';
import { createRoomViaApi, type Member, memberInBrowser, messageList, openRoom } from './chat-support';
import { trpcMutation } from './support';

/*
 * Issue 32: the browser tab tells of unread messages, for members who keep it in the
 * background: a count in the title ('@' first for a mention) and a dot on the icon, both plain
 * again once nothing is unread.
 */

let anna: Member;
let ben: Member;

test.beforeEach(async ({ browser, baseURL }) => {
  anna = await memberInBrowser(browser, baseURL ?? '', 'tt_anna');
  ben = await memberInBrowser(browser, baseURL ?? '', 'tt_ben');
});

test.afterEach(async () => {
  await anna.context.close();
  await ben.context.close();
});

async function idOf(page: Page): Promise<string> {
  const response = await page.request.get('/trpc/auth.me');
  const body: { result: { data: { id: string } } } = await response.json();
  return body.result.data.id;
}

function favicon(page: Page) {
  return page.locator('link[rel="icon"]');
}

/** The page as the browser has it with the tab in the background, or back in view. */
async function showPage(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('the tab title counts unread messages of other rooms, mentions first, and the icon gets a dot', async ({
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const stamp = Date.now().toString(36);
  const reading = await createRoomViaApi(anna.page, origin, `Lesesaal ${stamp}`);
  const elsewhere = await createRoomViaApi(anna.page, origin, `Nebenan ${stamp}`);
  for (const roomId of [reading, elsewhere])
    await trpcMutation(ben.page.request, origin, 'rooms.join', { roomId });
  const benId = await idOf(ben.page);
  await openRoom(ben.page, reading, `Lesesaal ${stamp}`);
  await expect(ben.page).toHaveTitle('Nahbar');
  await expect(favicon(ben.page)).toHaveAttribute('href', '/favicon.svg');

  // A message in another room: counted in the title, and a dot drawn on the icon.
  await trpcMutation(anna.page.request, origin, 'messages.send', {
    roomId: elsewhere,
    content: 'Hallo nebenan',
  });
  await expect(ben.page).toHaveTitle('(1) Nahbar');
  await expect(favicon(ben.page)).toHaveAttribute('href', /^data:image\/png;base64,/);
  await expect(favicon(ben.page)).toHaveAttribute('type', 'image/png');

  // A mention puts '@' first.
  await trpcMutation(anna.page.request, origin, 'messages.send', {
    roomId: elsewhere,
    content: `@${ben.username} schau mal`,
    mentionedUserIds: [benId],
  });
  await expect(ben.page).toHaveTitle('(@ 2) Nahbar');

  // Reading that room: plain again, title and icon.
  await ben.page
    .getByRole('complementary', { name: 'Chats' })
    .getByRole('button', { name: `Nebenan ${stamp}`, exact: true })
    .click();
  await expect(ben.page.getByRole('heading', { name: `Nebenan ${stamp}`, level: 1 })).toBeVisible();
  // Read once its messages are on screen: a tab hidden before they show has not read them.
  await expect(messageList(ben.page).getByText('schau mal')).toBeVisible();
  await expect(ben.page).toHaveTitle('Nahbar');
  await expect(favicon(ben.page)).toHaveAttribute('href', '/favicon.svg');
  await expect(favicon(ben.page)).toHaveAttribute('type', 'image/svg+xml');

  // With the tab in the background, the open room is not being read: its messages count too,
  // until the tab is back in view.
  await showPage(ben.page, 'hidden');
  await trpcMutation(anna.page.request, origin, 'messages.send', {
    roomId: elsewhere,
    content: 'Bist du da?',
  });
  await expect(ben.page).toHaveTitle('(1) Nahbar');
  await expect(favicon(ben.page)).toHaveAttribute('href', /^data:image\/png;base64,/);
  await showPage(ben.page, 'visible');
  await expect(ben.page).toHaveTitle('Nahbar');
  await expect(favicon(ben.page)).toHaveAttribute('href', '/favicon.svg');

  // Leaving the chat screen (within the app, no reload) leaves the title and icon plain.
  await trpcMutation(anna.page.request, origin, 'messages.send', { roomId: reading, content: 'Noch was' });
  await expect(ben.page).toHaveTitle('(1) Nahbar');
  await ben.page.getByRole('link', { name: 'Settings' }).click();
  await expect(ben.page).toHaveURL(/\/settings/);
  await expect(ben.page).toHaveTitle('Nahbar');
  await expect(favicon(ben.page)).toHaveAttribute('href', '/favicon.svg');
});
