import { expect, type Page, test } from '@playwright/test';
import { createRoomViaApi, type Member, memberInBrowser, openRoom, say, sendViaApi } from './chat-support';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow } from './support';

async function shoot(page: Page, name: string) {
  // Drawers and toasts at rest, so the check (and the picture) sees the resting state.
  await settled(page);
  await picture(page, name);
  expect(await hasHorizontalOverflow(page), `${name} scrolls sideways`).toBe(false);
}

let anna: Member;
let ben: Member;
let roomId: string;
const room = `Stammtisch ${Date.now().toString(36)}`;

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  anna = await memberInBrowser(browser, origin, 'anna');
  ben = await memberInBrowser(browser, origin, 'ben');
  roomId = await createRoomViaApi(anna.page, origin, room);
  await sendViaApi(anna.page, origin, roomId, 'Servus! Wer kommt heute Abend mit ins Kino?');
  await sendViaApi(ben.page, origin, roomId, `Ich! @${anna.username} welcher Film?`);
  await sendViaApi(
    anna.page,
    origin,
    roomId,
    'Etwas Leichtes. Ein langer Satz, der zeigt, wie eine Nachricht über mehrere Zeilen umbricht, ohne dass die Seite seitlich scrollt.',
  );
  await ben.page.goto(`/chat/${roomId}`);
});

test.afterAll(async () => {
  await anna.context.close();
  await ben.context.close();
});

test('mobile 375 px: drawers carry the menu and the members panel', async () => {
  const { page } = anna;
  await page.setViewportSize({ width: 375, height: 812 });
  await openRoom(page, roomId, room);
  await expect(page.getByRole('complementary', { name: 'Online in Room' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create Room' })).toBeHidden();
  await shoot(page, 'chat-room-375');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Chats' });
  await expect(menu.getByRole('button', { name: room, exact: true })).toHaveAttribute('aria-current', 'true');
  await shoot(page, 'chat-room-375-menu');
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Toggle user list' }).click();
  const drawer = page.getByRole('dialog', { name: 'Online in Room' });
  await expect(drawer.getByText('Online in Room')).toBeVisible();
  await expect(drawer.getByText(/online • \d+ visible/)).toBeVisible();
  await shoot(page, 'chat-room-375-members');
  await drawer.getByRole('button', { name: 'Close members panel' }).click();
  await expect(drawer).toBeHidden();
});

test('tablet 768 px: the sidebar shows, the members panel is a drawer closed by default', async () => {
  const { page } = anna;
  await page.setViewportSize({ width: 768, height: 1024 });
  await openRoom(page, roomId, room);
  await expect(page.getByRole('complementary', { name: 'Chats' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Online in Room' })).toBeHidden();
  await shoot(page, 'chat-room-768');
  await page.getByRole('button', { name: 'Toggle user list' }).click();
  await expect(page.getByRole('dialog', { name: 'Online in Room' })).toBeVisible();
  await shoot(page, 'chat-room-768-members');
});

test('desktop 1280 px: the members panel is open and resizable between 15 and 40 percent', async () => {
  const { page } = anna;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openRoom(page, roomId, room);
  const panel = page.getByRole('complementary', { name: 'Online in Room' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('2 online • 2 visible')).toBeVisible();
  const handle = page.getByRole('separator', { name: 'Resize members panel' });
  await expect(handle).toHaveAttribute('aria-valuenow', '25');
  await composer(page).focus();
  await composer(page).pressSequentially('Bin dabei ');
  await shoot(page, 'chat-room-1280');

  // Drag far left: stops at 40 %; far right: stops at 15 %.
  const box = await handle.boundingBox();
  if (!box) throw new Error('the resize handle has no box');
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(200, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '40');
  await handle.focus();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '15');

  await page.getByRole('button', { name: 'Toggle user list' }).click();
  await expect(panel).toBeHidden();
  await say(page, 'Bis später');
  await shoot(page, 'chat-room-1280-no-panel');
});

test('the pickers, the composer cap, the offline banner and the dialogs look right', async () => {
  const { page, context } = anna;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openRoom(page, roomId, room);
  await composer(page).focus();
  await page.getByRole('button', { name: 'Emoji' }).click();
  await expect(page.getByRole('dialog', { name: 'Emoji picker' })).toBeVisible();
  await shoot(page, 'chat-emoji-1280');
  await page.keyboard.press('Escape');

  await composer(page).pressSequentially(`Frag @${ben.username.slice(0, 2)}`);
  await expect(page.getByRole('listbox', { name: 'Mention a member' })).toBeVisible();
  await shoot(page, 'chat-mention-1280');
  await composer(page).fill('');

  // Five lines fit on mobile before the box stops at 100 px and scrolls.
  await page.setViewportSize({ width: 375, height: 812 });
  await composer(page).fill(['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben'].join('\n'));
  const height = await composer(page).evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(100);
  await shoot(page, 'chat-composer-375');
  await composer(page).fill('');

  await context.setOffline(true);
  await expect(page.getByTestId('connection-banner')).toBeVisible();
  await say(page, 'Ohne Netz geschrieben');
  await expect(page.getByTestId('connection-banner')).toContainText('1 queued');
  await page.getByRole('button', { name: 'Details' }).click();
  await shoot(page, 'chat-offline-375');
  await context.setOffline(false);
  await expect(page.getByTestId('connection-banner')).toBeHidden({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Chats' }).getByRole('button', { name: 'Create Room' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Room' })).toBeVisible();
  await shoot(page, 'chat-create-room-375');
});

function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}
