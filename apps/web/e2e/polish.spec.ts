import { de } from '@nahbar/contracts';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, registerViaApi, trpcMutation, uniqueUsername } from './support';

// The first week's polish in German: the room's description in the header (a seeded room's
// from the catalogue), the composer's focus ring, and the emoji picker's search and recent row.
test.use({ locale: 'de-DE' });
test.describe.configure({ mode: 'serial' });

const LONG_DESCRIPTION =
  'Ein Raum für alle, die gern wandern, klettern, radeln und danach noch lange zusammensitzen, um über die nächste Tour zu reden';
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

let context: BrowserContext;
let page: Page;
let lobbyId: string;
let longRoom: { id: string; name: string };

/** Opens a room and waits until the live channel says it is connected. */
async function openRoom(roomId: string, name: string) {
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status', { name: de.connection.status(de.connection.connected) }),
  ).toBeAttached();
}

const headerDescription = () => page.getByTestId('room-description');
const composer = () => page.getByRole('textbox', { name: de.composer.label });
const composerBox = () => page.locator('[data-composer-box]');
const emojiButton = () => page.getByRole('button', { name: de.composer.emoji });
const picker = () => page.getByRole('dialog', { name: de.composer.emojiPicker });
const emojiSearch = () => picker().getByRole('searchbox', { name: de.emojiSearch.search });

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  context = await browser.newContext({ baseURL: origin, locale: 'de-DE' });
  page = await context.newPage();
  await registerViaApi(page.request, origin, uniqueUsername('polish'));
  const name = `Draußen ${Date.now().toString(36)}`;
  const created = await trpcMutation(page.request, origin, 'rooms.create', {
    name,
    description: LONG_DESCRIPTION,
    isPrivate: false,
  });
  const body: { result: { data: { id: string } } } = await created.json();
  longRoom = { id: body.result.data.id, name };
  const listed = await page.request.get('/trpc/rooms.list');
  const rooms: { result: { data: { id: string; seedKey?: string | null }[] } } = await listed.json();
  lobbyId = rooms.result.data.find((room) => room.seedKey === 'lobby')?.id ?? '';
  expect(lobbyId, 'the seeded Lobby carries its key').not.toBe('');
});

test.afterAll(async () => {
  await context.close();
});

test('the header shows a seeded room’s description in German, another’s as written, cut short', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openRoom(lobbyId, 'Lobby');
  await expect(headerDescription()).toHaveText(de.chat.seedRoomLobby);

  await openRoom(longRoom.id, longRoom.name);
  const description = headerDescription();
  await expect(description).toHaveText(LONG_DESCRIPTION);
  await expect(description).toHaveAttribute('title', LONG_DESCRIPTION);

  // On a phone it shares the bar with the menu and the actions: one line, cut with an ellipsis.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(description).toBeVisible();
  const cut = await description.evaluate((element) => ({
    overflowing: element.scrollWidth > element.clientWidth,
    ellipsis: getComputedStyle(element).textOverflow,
    lines: Math.round(
      element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
    ),
  }));
  expect(cut).toEqual({ overflowing: true, ellipsis: 'ellipsis', lines: 1 });
  expect(await hasHorizontalOverflow(page)).toBe(false);

  // Narrower still, the name alone.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(description).toBeHidden();
  await expect(page.getByRole('heading', { name: longRoom.name, level: 1 })).toBeVisible();
});

test('the composer shows where the keyboard focus is', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openRoom(longRoom.id, longRoom.name);
  const ring = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--nahbar-focus-ring)';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  const frame = () =>
    composerBox().evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopColor, shadow: style.boxShadow };
    });

  const resting = await frame();
  expect(resting.border).not.toBe(ring);
  // From the emoji button, Tab moves on to the text box.
  await emojiButton().focus();
  await page.keyboard.press('Tab');
  await expect(composer()).toBeFocused();
  const focused = await frame();
  expect(focused.border).toBe(ring);
  expect(focused.shadow).toContain(ring);
  // And away again: the frame rests.
  await page.keyboard.press('Tab');
  await expect(composer()).not.toBeFocused();
  expect((await frame()).border).toBe(resting.border);
});

test('the emoji picker finds emoji by German names and remembers the last ones used', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openRoom(longRoom.id, longRoom.name);
  await page.evaluate(() => window.localStorage.removeItem('nahbar_recent_emoji'));
  await page.reload();
  await expect(page.getByRole('heading', { name: longRoom.name, level: 1 })).toBeVisible();

  await emojiButton().click();
  await expect(picker()).toBeVisible();
  await expect(emojiSearch()).toBeFocused();
  await expect(picker().getByRole('group', { name: de.emojiSearch.recent })).toHaveCount(0);

  await emojiSearch().fill('katze');
  const results = picker().getByRole('group', { name: de.emojiSearch.results });
  await expect(results.getByRole('button', { name: '🐱' })).toBeVisible();
  await expect(results.getByRole('button', { name: '🍕' })).toHaveCount(0);
  // Enter takes the first find into the message.
  await emojiSearch().press('Enter');
  await expect(picker()).toBeHidden();
  await expect(composer()).toHaveValue(/🐱/);

  await emojiButton().click();
  await emojiSearch().fill('pizza');
  await picker().getByRole('button', { name: '🍕' }).click();
  await expect(composer()).toHaveValue(/🐱.*🍕/u);

  // The recent row, newest first, still there after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: longRoom.name, level: 1 })).toBeVisible();
  await emojiButton().click();
  const recent = picker().getByRole('group', { name: de.emojiSearch.recent });
  await expect(recent.getByRole('button')).toHaveText(['🍕', '🐱']);

  // A search that finds nothing says so, in German.
  await emojiSearch().fill('xylofonzz');
  await expect(picker().getByText(de.emojiSearch.noResults)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker()).toBeHidden();
});

for (const viewport of VIEWPORTS) {
  test(`the room with its description and the emoji picker open at ${viewport.width}px`, async () => {
    await page.setViewportSize(viewport);
    await openRoom(longRoom.id, longRoom.name);
    await expect(headerDescription()).toBeVisible();
    await emojiButton().click();
    await expect(picker()).toBeVisible();
    await expect(picker().getByRole('group', { name: de.emojiSearch.recent })).toBeVisible();
    await settled(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await picture(page, `polish-chat-${viewport.width}`);
    await page.keyboard.press('Escape');
  });
}
