import { expect, test } from '@playwright/test';
import {
  createRoomViaApi,
  type Member,
  memberInBrowser,
  messageList,
  openRoom,
  sendViaApi,
} from './chat-support';
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

/** Opens the user menu on a member of the panel. */
async function openUserMenu(member: Member, other: Member) {
  await membersPanel(member.page)
    .getByRole('button', { name: new RegExp(`^${other.username}, (online|offline)`) })
    .click();
}

test('the report dialog asks for reason and description, counts to 500 and reports', async ({ baseURL }) => {
  const room = `Melden ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, baseURL ?? '', room);
  await openRoom(ben.page, roomId, room);
  await openRoom(anna.page, roomId, room);

  await openUserMenu(anna, ben);
  await anna.page.getByRole('menuitem', { name: 'Report User' }).click();
  const dialog = anna.page.getByRole('dialog', { name: `Report ${ben.username}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('0/500')).toBeVisible();

  // Nothing filled in, then only a reason: both are required.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await anna.page.getByRole('option', { name: 'Spam or advertising' }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();

  // The counter follows the description and stops at 500.
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await description.fill('Sells things');
  await expect(dialog.getByText('12/500')).toBeVisible();
  await expect(dialog.getByText('Please fill in all required fields')).toHaveCount(0);
  await description.fill('x'.repeat(520));
  await expect(description).toHaveValue('x'.repeat(500));
  await expect(dialog.getByText('500/500')).toBeVisible();
  await description.fill('Sends the same advert to everyone');

  // Evidence only with consent.
  const consent = dialog.getByRole('checkbox', { name: /Attach the last 20 messages of our private chat/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(anna.page, 'User reported successfully');
  await expect(dialog).toBeHidden();
});

test('a message of someone else is reported from its own menu', async ({ baseURL }) => {
  const room = `Nachricht ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, baseURL ?? '', room);
  await openRoom(ben.page, roomId, room);
  await sendViaApi(ben.page, baseURL ?? '', roomId, 'Kauf meine Uhren!');
  await sendViaApi(anna.page, baseURL ?? '', roomId, 'Nein danke');
  await openRoom(anna.page, roomId, room);

  const list = messageList(anna.page);
  // One's own message has a menu too (once its actions have loaded), with nothing to report.
  const annas = list.getByRole('article').filter({ hasText: 'Nein danke' });
  await annas.hover();
  await annas.getByRole('button', { name: `Actions for the message from ${anna.username}` }).click();
  await expect(anna.page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeVisible();
  await expect(anna.page.getByRole('menuitem', { name: 'Report message' })).toHaveCount(0);
  await anna.page.keyboard.press('Escape');
  await expect(anna.page.getByRole('menuitem', { name: 'Edit', exact: true })).toBeHidden();
  const bens = list.getByRole('article').filter({ hasText: 'Kauf meine Uhren!' });
  const actions = bens.getByRole('button', { name: `Actions for the message from ${ben.username}` });
  // By keyboard (the menu mounts on first use): Enter opens it, Escape gives focus back to the button.
  await actions.focus();
  await anna.page.keyboard.press('Enter');
  await expect(anna.page.getByRole('menuitem', { name: 'Report message' })).toBeVisible();
  await anna.page.keyboard.press('Escape');
  await expect(anna.page.getByRole('menuitem', { name: 'Report message' })).toBeHidden();
  await expect(actions).toBeFocused();
  await bens.hover();
  await actions.click();
  await anna.page.getByRole('menuitem', { name: 'Report message' }).click();
  const dialog = anna.page.getByRole('dialog', { name: `Report ${ben.username}` });
  await expect(dialog.getByText('Reported message')).toBeVisible();
  await expect(dialog.getByText('Kauf meine Uhren!')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await anna.page.getByRole('option', { name: 'Spam or advertising' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Advertising in the room');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(anna.page, 'User reported successfully');
});

test('a member blocked from the user menu disappears from the blocker’s members panel', async ({
  baseURL,
}) => {
  const room = `Block ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, baseURL ?? '', room);
  await openRoom(ben.page, roomId, room);
  await openRoom(anna.page, roomId, room);
  const panel = membersPanel(anna.page);
  await expect(panel.getByText('2 online • 2 visible')).toBeVisible();

  await openUserMenu(anna, ben);
  await anna.page.getByRole('menuitem', { name: 'Block User' }).click();
  const dialog = anna.page.getByRole('dialog', { name: `Block ${ben.username}?` });
  await expect(dialog.getByText('0/200')).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await reason.fill('y'.repeat(230));
  await expect(reason).toHaveValue('y'.repeat(200));
  await expect(dialog.getByText('200/200')).toBeVisible();
  await reason.fill('Keeps messaging me');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expectToast(anna.page, `${ben.username} has been blocked`);

  await expect(panel.getByRole('button', { name: new RegExp(`^${ben.username}, `) })).toHaveCount(0);
  await expect(panel.getByText('1 online • 1 visible')).toBeVisible();
});
