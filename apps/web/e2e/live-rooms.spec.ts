import { expect, test } from '@playwright/test';
import { type Member, memberInBrowser } from './chat-support';
import { trpcMutation } from './support';

/*
 * New rooms reach every signed-in member's sidebar live (`room_created` on the user stream);
 * a private room stays its members' own.
 */
let anna: Member;
let ben: Member;

test.beforeEach(async ({ browser, baseURL }) => {
  anna = await memberInBrowser(browser, baseURL ?? '', 'anna');
  ben = await memberInBrowser(browser, baseURL ?? '', 'ben');
});

test.afterEach(async () => {
  await anna.context.close();
  await ben.context.close();
});

test('a public room another member creates appears in the sidebar without a reload; a private one does not', async ({
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const open = `Marktplatz ${stamp}`;
  const secret = `Hinterzimmer ${stamp}`;
  await ben.page.goto('/chat');
  await expect(ben.page.getByRole('status', { name: 'Connection: Connected' })).toBeAttached();
  const bensRoom = (name: string) => ben.page.getByRole('button', { name, exact: true });
  let reloaded = false;
  ben.page.on('load', () => {
    reloaded = true;
  });

  // The private room first: had it been announced, it would be listed before the public one.
  await trpcMutation(anna.page.request, baseURL ?? '', 'rooms.create', { name: secret, isPrivate: true });
  await anna.page.goto('/chat');
  await anna.page.getByRole('button', { name: 'Create Room' }).click();
  const dialog = anna.page.getByRole('dialog', { name: 'Create Room' });
  await dialog.getByLabel('Room name').fill(open);
  await dialog.getByRole('button', { name: 'Create Room' }).click();
  await expect(anna.page.getByRole('heading', { name: open, level: 1 })).toBeVisible();

  await expect(bensRoom(open)).toBeVisible();
  await expect(bensRoom(secret)).toHaveCount(0);
  expect(reloaded).toBe(false);
  // Ben can go straight in, as from any listed room.
  await bensRoom(open).click();
  await expect(ben.page.getByRole('heading', { name: open, level: 1 })).toBeVisible();
});
