import { expect, test } from '@playwright/test';
import { createRoomViaApi, type Member, memberInBrowser, openRoom } from './chat-support';
import { delayProcedure, ownUserId } from './profile-support';

/*
 * The public profile page (accounts spec §2) and what a block from it does (issue 12): the
 * blocked member leaves the members panel of a room both are in.
 */
const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

test('a member blocks another from the profile page, and the other leaves the members panel', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const anna = await memberInBrowser(browser, origin, 'pr_anna');
  const ben = await memberInBrowser(browser, origin, 'pr_ben');
  members.push(anna, ben);
  const room = `Profil ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, origin, room);
  await openRoom(ben.page, roomId, room);
  await openRoom(anna.page, roomId, room);

  // Anna opens Ben's profile from the members panel (open by default on desktop).
  const panel = anna.page.getByRole('complementary', { name: 'Online in Room' });
  const benRow = panel.getByRole('button', { name: new RegExp(`^${ben.username}, online`) });
  await benRow.click();
  await anna.page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(anna.page).toHaveURL(/\/profile\/[0-9a-f-]+$/);
  await expect(anna.page.getByRole('heading', { name: ben.username, level: 2 })).toBeVisible();
  await expect(anna.page.getByText(`@${ben.username}`)).toBeVisible();
  await expect(anna.page.getByText('Graz', { exact: true })).toBeVisible();
  await expect(anna.page.getByText('31 years old')).toBeVisible();
  await expect(anna.page.getByText('Online', { exact: true })).toBeVisible();
  await expect(anna.page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(anna.page.getByText('null')).toHaveCount(0);

  await delayProcedure(anna.page, 'blocks.block', 800);
  await anna.page.getByRole('button', { name: 'Block', exact: true }).click();
  // Block asks first (issue 32).
  const confirm = anna.page.getByRole('dialog', { name: `Block ${ben.username}?` });
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(anna.page.getByRole('button', { name: 'Blocking...' })).toBeVisible();
  await expect(anna.page.getByText('You have blocked this user')).toBeVisible();
  await expect(anna.page.getByText('User has been blocked')).toBeVisible();
  await expect(anna.page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(anna.page.getByRole('button', { name: 'Block', exact: true })).toHaveCount(0);

  // Back in the room, Ben is no longer among the members Anna sees.
  await openRoom(anna.page, roomId, room);
  await expect(panel.getByRole('button', { name: new RegExp(`^${anna.username},`) })).toBeVisible();
  await expect(panel.getByRole('button', { name: new RegExp(`^${ben.username},`) })).toHaveCount(0);

  // The block holds after a reload of the profile, and is undone there.
  await anna.page.goBack();
  await expect(anna.page.getByText('You have blocked this user')).toBeVisible();
  await anna.page.getByRole('button', { name: 'Unblock' }).click();
  await expect(anna.page.getByText('User unblocked successfully')).toBeVisible();
  await expect(anna.page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();
});

test('Send Message on a profile opens the private chat with the member', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const anna = await memberInBrowser(browser, origin, 'pr_talk');
  const ben = await memberInBrowser(browser, origin, 'pr_heard');
  members.push(anna, ben);
  await anna.page.goto(`/profile/${await ownUserId(ben.page)}`);
  await anna.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(anna.page).toHaveURL(/\/chat\/[0-9a-f-]+$/);
  await expect(anna.page.getByRole('heading', { name: ben.username, level: 1 })).toBeVisible();
});

test('one’s own profile offers the settings instead of Send Message and Block', async ({
  browser,
  baseURL,
}) => {
  const anna = await memberInBrowser(browser, baseURL ?? '', 'pr_self');
  members.push(anna);
  await anna.page.goto(`/profile/${await ownUserId(anna.page)}`);
  await expect(anna.page.getByRole('heading', { name: anna.username, level: 2 })).toBeVisible();
  await expect(anna.page.getByRole('link', { name: 'Edit in settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await expect(anna.page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(anna.page.getByRole('button', { name: 'Block', exact: true })).toHaveCount(0);
  // Nor any of the friendship's buttons, nor Report (issue 32).
  await expect(anna.page.getByRole('button', { name: 'Add Friend' })).toHaveCount(0);
  await expect(anna.page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
});

test('an unknown member gets the not-found screen with a way back', async ({ browser, baseURL }) => {
  const anna = await memberInBrowser(browser, baseURL ?? '', 'pr_none');
  members.push(anna);
  await anna.page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(anna.page.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await expect(
    anna.page.getByText("The user you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await anna.page.getByRole('link', { name: 'Back to chat' }).last().click();
  await expect(anna.page).toHaveURL(/\/chat$/);
});
