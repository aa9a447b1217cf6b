import { SEARCH_DEBOUNCE_MS } from '@nahbar/contracts';
import { expect, type Page, test } from '@playwright/test';
import { picture } from './pictures';
import { afterPageTimer, settled } from './settled';
import { hasHorizontalOverflow, PASSWORD, registerViaApi, trpcMutation, uniqueUsername } from './support';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

// Written once into the Lobby and found by its ASCII spelling, 'muenchen'.
const MESSAGE = 'Wer kommt heute Abend mit zum Stammtisch in München? Treffpunkt ist die Lobby.';

const member = uniqueUsername('find');
const other = uniqueUsername('findme');
let lobbyId = '';
let messageId = '';

async function signIn(page: Page, baseURL: string | undefined) {
  await trpcMutation(page.request, baseURL ?? '', 'auth.login', { username: member, password: PASSWORD });
  await page.goto('/chat');
  // The first room opens when none is saved (chat-core §4).
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
}

async function openSearch(page: Page) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toBeFocused();
  return dialog;
}

/** Every search call the page makes (the three go out as one batched request). */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/search.')) urls.push(request.url());
  });
  return urls;
}

interface TrpcResult<T> {
  result: { data: T };
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const origin = baseURL ?? '';
  const stranger = await playwright.request.newContext({ baseURL: origin });
  await registerViaApi(stranger, origin, other);
  await stranger.dispose();

  // The member joins the Lobby and writes the message the journeys look for.
  const request = await playwright.request.newContext({ baseURL: origin });
  await registerViaApi(request, origin, member);
  const list = await request.get('/trpc/rooms.list');
  const rooms = ((await list.json()) as TrpcResult<{ id: string; name: string }[]>).result.data;
  lobbyId = rooms.find((room) => room.name === 'Lobby')?.id ?? '';
  expect(lobbyId).not.toBe('');
  await trpcMutation(request, origin, 'rooms.join', { roomId: lobbyId });
  const sent = await trpcMutation(request, origin, 'messages.send', { roomId: lobbyId, content: MESSAGE });
  messageId = ((await sent.json()) as TrpcResult<{ id: string }>).result.data.id;
  await request.dispose();
});

test('Ctrl+K opens search; nothing is sent below 2 characters; Enter opens a room', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  const requests = searchRequests(page);

  const dialog = await openSearch(page);
  const box = dialog.getByRole('combobox');
  await expect(dialog.getByText('Start typing to search')).toBeVisible();
  await box.fill('l');
  // Past the pause on the page's clock: a search for 'l' would have been let through by now.
  await afterPageTimer(page, SEARCH_DEBOUNCE_MS);
  await expect(dialog.getByText('Start typing to search')).toBeVisible();

  // 'lob' finds the Lobby under Rooms, with the match marked, in one request after the pause.
  // It is the sentinel too: a request for 'l' would have gone out before it.
  await box.pressSequentially('ob', { delay: 50 });
  const lobby = dialog.getByRole('group', { name: 'Rooms' }).getByRole('option', { name: /Lobby/ });
  await expect(lobby).toBeVisible();
  await expect(lobby.locator('mark')).toHaveText('Lob');
  expect(requests).toHaveLength(1);
  expect(decodeURIComponent(requests[0] ?? '')).toContain('"q":"lob"');
  // The member's own message about the Lobby is listed first; arrows walk down to the room.
  const ids = await dialog.getByRole('option').evaluateAll((options) => options.map((o) => o.id));
  const steps = ids.indexOf((await lobby.getAttribute('id')) ?? '');
  expect(steps).toBeGreaterThan(0);
  for (let step = 0; step < steps; step += 1) await box.press('ArrowDown');
  await expect(lobby).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/chat/${lobbyId}`);
});

test('a message is found by its ASCII spelling and opens its room at that message', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  let dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill('muenchen');
  await dialog.getByRole('tab', { name: 'Messages' }).click();
  const found = dialog.getByRole('option', { name: new RegExp(member) });
  await expect(found.locator('mark')).toHaveText('München');
  await found.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/chat/${lobbyId}?message=${messageId}`);

  // Arrows move through the All tab and wrap around; Enter opens the highlighted result.
  dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill('lobby');
  await expect(dialog.getByRole('group', { name: 'Rooms' })).toBeVisible();
  const options = dialog.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/chat/${lobbyId}\\?message=`));
});

test('a member opens a card with Send Message and View Profile', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  let dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill(other);
  await dialog.getByRole('tab', { name: 'Users' }).click();
  await expect(dialog.getByRole('option', { name: new RegExp(other) })).toBeVisible();
  await dialog.getByRole('combobox').press('Enter');
  const card = page.getByRole('menu');
  await expect(card.getByRole('menuitem', { name: 'Send Message' })).toBeVisible();
  await expect(card.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
  // Escape closes the card first, then the dialog.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill(other);
  await dialog.getByRole('option', { name: new RegExp(other) }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/[^/]+$/);

  await page.goto('/chat');
  // The shortcut works once the chat screen is there (the page's load comes before it).
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill(other);
  await dialog.getByRole('option', { name: new RegExp(other) }).click();
  await page.getByRole('menuitem', { name: 'Send Message' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chat\/[^/?]+$/);
  expect(new URL(page.url()).pathname).not.toBe(`/chat/${lobbyId}`);
});

test('a failed search names what failed', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.route('**/trpc/search.*', (route) => route.abort());
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill('lobby');
  await expect(dialog.getByText('Failed to search messages')).toBeVisible();
  await expect(dialog.getByText('Failed to search users')).toBeVisible();
  await expect(dialog.getByText('Failed to search rooms')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Rooms' }).click();
  await expect(dialog.getByText('Failed to search rooms')).toBeVisible();
});

test('nothing found says so, per tab', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  const dialog = await openSearch(page);
  await dialog.getByRole('combobox').fill('qxzvw');
  await expect(dialog.getByText('No results found for "qxzvw"')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Users' }).click();
  await expect(dialog.getByText('No users found')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`search dialog at ${viewport.width}px`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await signIn(page, baseURL);
    let dialog: ReturnType<Page['getByRole']>;
    if (viewport.width < 768) {
      // On mobile the button sits in the drawer, which steps aside for the full-screen dialog.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Chats' }).getByRole('button', { name: 'Search' }).click();
      dialog = page.getByRole('dialog', { name: 'Search' });
      await expect(page.getByRole('dialog', { name: 'Chats' })).toBeHidden();
      const box = await dialog.getByRole('combobox').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(viewport.width - 80);
    } else {
      dialog = await openSearch(page);
    }
    await expect(dialog.getByText('Start typing to search')).toBeVisible();
    await picture(page, `search-empty-${viewport.width}`);
    await dialog.getByRole('combobox').fill('lobby');
    await expect(dialog.getByRole('group', { name: 'Rooms' })).toBeVisible();
    // At rest, so the check (and the picture) sees the resting state rather than a transition.
    await settled(page);
    await picture(page, `search-results-${viewport.width}`);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    if (viewport.width === 1280) {
      await dialog.getByRole('combobox').fill(other);
      await dialog.getByRole('option', { name: new RegExp(other) }).click();
      await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
      await picture(page, `search-user-card-${viewport.width}`);
    }
  });
}
