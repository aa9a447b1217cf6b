import { expect, test } from '@playwright/test';
import { createRoomViaApi, type Member, memberInBrowser, openRoom } from './chat-support';
import { membersPanel } from './friends-support';
import { expectToast } from './toast-support';

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

test('two members become friends from the members panel, live on both sides, and part again', async ({
  baseURL,
}) => {
  const room = `Freunde ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, baseURL ?? '', room);
  await openRoom(ben.page, roomId, room);
  await openRoom(anna.page, roomId, room);
  const annasPanel = membersPanel(anna.page);
  const bensPanel = membersPanel(ben.page);
  await expect(annasPanel.getByText('2 online • 2 visible')).toBeVisible();

  // Anna asks; her button turns into a disabled 'Request Sent'.
  await annasPanel.getByRole('button', { name: `Add Friend: ${ben.username}` }).click();
  await expectToast(anna.page, `Friend request sent to ${ben.username}`);
  const sent = annasPanel.getByRole('button', {
    name: `Friend request sent to ${ben.username}, waiting for an answer`,
  });
  await expect(sent).toBeVisible();
  await expect(sent).toBeDisabled();
  await expect(annasPanel.getByRole('button', { name: `Add Friend: ${ben.username}` })).toHaveCount(0);

  // Ben sees Accept and Decline without reloading, and accepts.
  await bensPanel.getByRole('button', { name: `Accept the friend request from ${anna.username}` }).click();
  await expectToast(ben.page, 'Friend request accepted!');
  await expect(
    bensPanel.getByRole('button', { name: `Friends with ${anna.username}: more actions` }),
  ).toBeVisible();
  // Anna's panel follows live.
  const friendsButton = annasPanel.getByRole('button', {
    name: `Friends with ${ben.username}: more actions`,
  });
  await expect(friendsButton).toBeVisible();

  // The Friends dropdown: Message and Remove Friend; removal asks first, and Keep keeps him.
  await friendsButton.click();
  await expect(anna.page.getByRole('menuitem', { name: 'Message' })).toBeVisible();
  await anna.page.getByRole('menuitem', { name: 'Remove Friend' }).click();
  const confirm = anna.page.getByRole('dialog', { name: 'Remove friend?' });
  await expect(confirm).toContainText(`Remove ${ben.username} from your friends?`);
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(confirm).toBeHidden();
  await expect(friendsButton).toBeVisible();

  await friendsButton.click();
  await anna.page.getByRole('menuitem', { name: 'Remove Friend' }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(anna.page, `Removed ${ben.username} from friends`);
  await expect(annasPanel.getByRole('button', { name: `Add Friend: ${ben.username}` })).toBeVisible();
  await expect(bensPanel.getByRole('button', { name: `Add Friend: ${anna.username}` })).toBeVisible();
});

test('two members become friends on /friends: find, request, accept, message and remove', async () => {
  await anna.page.goto('/friends');
  await expect(anna.page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
  await expect(anna.page.getByText('No friends yet')).toBeVisible();
  await ben.page.goto('/friends?tab=requests');
  await expect(ben.page.getByText('No friend requests for you right now')).toBeVisible();

  // Anna finds Ben: a blank or one-letter query does not search.
  await anna.page.getByRole('tab', { name: /Find/ }).click();
  const find = anna.page.getByRole('textbox', { name: 'Find members' });
  await find.fill('   ');
  await expect(anna.page.getByText('Type at least 2 characters to search')).toBeVisible();
  await find.fill(ben.username);
  // Earlier runs' members may match too: Ben's own row is the one that counts.
  const bensResult = anna.page
    .getByRole('list', { name: 'Find' })
    .getByRole('listitem')
    .filter({ hasText: `@${ben.username}` });
  await bensResult.getByRole('button', { name: `Add Friend: ${ben.username}` }).click();
  await expectToast(anna.page, 'Friend request sent successfully!');
  await expect(bensResult.getByText('Request Sent', { exact: true })).toBeVisible();
  await expect(bensResult.getByRole('button', { name: /Add Friend/ })).toHaveCount(0);
  await expect(anna.page.getByRole('tab', { name: /Requests/ })).toContainText('1');

  // Anna's sent list has Ben with Cancel; Ben's received list has Anna, live.
  await anna.page.getByRole('tab', { name: /Requests/ }).click();
  await expect(
    anna.page
      .getByRole('list', { name: 'Sent' })
      .getByRole('button', { name: `Cancel the friend request to ${ben.username}` }),
  ).toBeVisible();
  const received = ben.page.getByRole('list', { name: 'Received' });
  await expect(received.getByText(anna.username, { exact: true })).toBeVisible();
  await expect(ben.page.getByRole('tab', { name: /Requests/ })).toContainText('1');
  await received.getByRole('button', { name: `Accept the friend request from ${anna.username}` }).click();
  await expectToast(ben.page, 'Friend request accepted!');

  // Both see each other under Friends.
  await ben.page.getByRole('tab', { name: /Friends/ }).click();
  await expect(
    ben.page.getByRole('list', { name: 'Friends' }).getByText(anna.username, { exact: true }),
  ).toBeVisible();
  await anna.page.getByRole('tab', { name: /Friends/ }).click();
  const annasFriends = anna.page.getByRole('list', { name: 'Friends' });
  await expect(annasFriends.getByText(ben.username, { exact: true })).toBeVisible();
  await expect(anna.page.getByRole('tab', { name: /Friends/ })).toContainText('1');

  // A private chat with a friend opens in the chat.
  await annasFriends.getByRole('button', { name: `Message ${ben.username}` }).click();
  await expect(anna.page).toHaveURL(/\/chat\/[^/]+$/);
  await expect(anna.page.getByRole('heading', { name: ben.username, level: 1 })).toBeVisible();
  await expectToast(anna.page, `Started private chat with ${ben.username}`);

  // Removal asks first; then both lists are empty again.
  await anna.page.goto('/friends');
  await annasFriends.getByRole('button', { name: `Remove ${ben.username} from friends` }).click();
  const confirm = anna.page.getByRole('dialog', { name: 'Remove friend?' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(anna.page, 'Friend removed successfully');
  await expect(anna.page.getByText('No friends yet')).toBeVisible();
  await expect(ben.page.getByText('No friends yet')).toBeVisible();
});

test('a visitor gets the sign-in screen on /friends, and Back leads to the chat', async ({ page }) => {
  await page.goto('/friends');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await anna.page.goto('/friends');
  await anna.page.getByRole('link', { name: 'Back to chat' }).click();
  await expect(anna.page).toHaveURL(/\/chat$/);
});
