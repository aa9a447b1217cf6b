import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { type Member, membersPerTest, messageList, say } from './chat-support';
import { befriendViaApi, myId } from './friends-support';
import { gradientPng, sendPhotoViaApi } from './photo-support';
import { picture } from './pictures';
import { hasHorizontalOverflow, trpcMutation } from './support';
import { expectToast } from './toast-support';

/* Read receipts and strangers' photos in private chats: the two privacy switches of the settings. */

const member = membersPerTest();

async function setPrivacy(page: Page, baseURL: string, change: Record<string, boolean>): Promise<void> {
  await trpcMutation(page.request, baseURL, 'privacy.update', change);
}

/** Opens a private chat from `from` to `to` through the API and returns its room id. */
async function privateChat(from: Member, to: Member, baseURL: string): Promise<string> {
  const response = await trpcMutation(from.page.request, baseURL, 'privateChats.create', {
    userId: await myId(to.page),
  });
  const body: { result: { data: { room: { id: string } } } } = await response.json();
  return body.result.data.room.id;
}

/** Opens the private chat; its heading is the other member's name. */
async function openChat(page: Page, roomId: string, otherName: string): Promise<void> {
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { name: otherName, level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /Connected|Verbunden/ })).toBeAttached();
}

/** The list row of the message with this text (the row holds the message and its "Seen" mark). */
function rowOf(page: Page, text: string) {
  return messageList(page)
    .locator('[data-row]')
    .filter({ has: page.getByText(text, { exact: true }) });
}

test('read receipts: "Seen" shows only while both have them on, and follows live', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const anna = await member(browser, origin, { prefix: 'anna' });
  const ben = await member(browser, origin, { prefix: 'ben' });

  // Anna turns hers on in the settings; they are off by default.
  await anna.page.goto('/settings?tab=privacy');
  const receipts = anna.page.getByRole('switch', { name: 'Read receipts' });
  await expect(receipts).not.toBeChecked();
  await expect(anna.page.getByRole('switch', { name: 'Blur photos from strangers' })).toBeChecked();
  await receipts.check();
  await anna.page.getByRole('button', { name: 'Save privacy settings' }).click();
  await expectToast(anna.page, 'Privacy settings updated successfully');

  const roomId = await privateChat(anna, ben, origin);
  await openChat(anna.page, roomId, ben.username);
  await say(anna.page, 'Hallo Ben');
  await expect(rowOf(anna.page, 'Hallo Ben')).toHaveCount(1);

  // Ben reads it, with his receipts still off: nothing for Anna, live or on opening the chat.
  const benRead = ben.page.waitForResponse((response) => response.url().includes('rooms.markRead'));
  await openChat(ben.page, roomId, anna.username);
  await expect(messageList(ben.page).getByText('Hallo Ben')).toBeVisible();
  expect((await benRead).ok()).toBe(true);
  await anna.page.reload();
  await expect(messageList(anna.page).getByText('Hallo Ben')).toBeVisible();
  await expect(messageList(anna.page).getByText('Seen', { exact: true })).toHaveCount(0);
  // Both on: opening the chat shows how far Ben has read, then it follows live.
  await setPrivacy(ben.page, origin, { readReceipts: true });
  await anna.page.reload();
  await expect(rowOf(anna.page, 'Hallo Ben').getByText('Seen', { exact: true })).toBeVisible();

  await say(anna.page, 'Bist du da?');
  // Ben has the chat open: he reads it at once, and the mark moves to the newer message.
  await expect(rowOf(anna.page, 'Bist du da?').getByText('Seen', { exact: true })).toBeVisible();
  await expect(messageList(anna.page).getByText('Seen', { exact: true })).toHaveCount(1);

  // Ben turns his off: the mark goes from Anna's open chat at once, and stays gone on reopening.
  await setPrivacy(ben.page, origin, { readReceipts: false });
  await expect(messageList(anna.page).getByText('Seen', { exact: true })).toHaveCount(0);
  await anna.page.reload();
  await expect(messageList(anna.page).getByText('Bist du da?')).toBeVisible();
  await expect(messageList(anna.page).getByText('Seen', { exact: true })).toHaveCount(0);
});

test('photos from strangers: blurred with "Show photo" until shown; friends and the switch off show them', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const anna = await member(browser, origin, { prefix: 'anna' });
  const stranger = await member(browser, origin, { prefix: 'fremd' });
  const friend = await member(browser, origin, { prefix: 'freund' });
  await befriendViaApi(anna.page, friend.page, origin);

  const strangerChat = await privateChat(stranger, anna, origin);
  const strangerFile = `fremd-${Date.now().toString(36)}.png`;
  await sendPhotoViaApi(stranger.page, origin, strangerChat, strangerFile, gradientPng(640, 480));

  await openChat(anna.page, strangerChat, stranger.username);
  const list = messageList(anna.page);
  const photo = list.getByRole('img', { name: `Photo ${strangerFile}` });
  const show = list.getByRole('button', { name: 'Show photo' });
  const open = list.getByRole('button', { name: `Open Photo ${strangerFile}` });
  await expect(photo).toBeAttached();
  await expect(show).toBeVisible();
  await expect(open).toBeDisabled();
  expect(await photo.evaluate((image) => getComputedStyle(image).filter)).toContain('blur');
  await expectNoSeriousA11yFindings(anna.page, 'blurred photo');

  // By keyboard: the button, then the photo is shown and may be opened.
  await show.focus();
  await anna.page.keyboard.press('Enter');
  await expect(show).toHaveCount(0);
  await expect(open).toBeEnabled();
  expect(await photo.evaluate((image) => getComputedStyle(image).filter)).toBe('none');

  // With the switch off, a stranger's next photo shows at once.
  await setPrivacy(anna.page, origin, { blurStrangerPhotos: false });
  const secondFile = `zwei-${Date.now().toString(36)}.png`;
  await sendPhotoViaApi(stranger.page, origin, strangerChat, secondFile, gradientPng(320, 240));
  await anna.page.reload();
  await expect(list.getByRole('img', { name: `Photo ${secondFile}` })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Show photo' })).toHaveCount(0);
  await setPrivacy(anna.page, origin, { blurStrangerPhotos: true });

  // A friend's photo is never blurred.
  const friendChat = await privateChat(friend, anna, origin);
  const friendFile = `freund-${Date.now().toString(36)}.png`;
  await sendPhotoViaApi(friend.page, origin, friendChat, friendFile, gradientPng(320, 240));
  await openChat(anna.page, friendChat, friend.username);
  await expect(list.getByRole('button', { name: `Open Photo ${friendFile}` })).toBeEnabled();
  await expect(list.getByRole('button', { name: 'Show photo' })).toHaveCount(0);
});

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

test('the privacy settings and a blurred photo fit three widths, in English and German', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  for (const locale of ['en-US', 'de-DE']) {
    const viewer = await member(browser, origin, { prefix: 'bild', locale });
    const stranger = await member(browser, origin, { prefix: 'fremd' });
    const page = viewer.page;
    const roomId = await privateChat(stranger, viewer, origin);
    await sendPhotoViaApi(stranger.page, origin, roomId, 'strand.png', gradientPng(640, 480));
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/settings?tab=privacy');
      await expect(page.getByRole('switch').first()).toBeVisible();
      await picture(page, `privacy-${locale}-${viewport.width}`, { fullPage: true });
      expect(await hasHorizontalOverflow(page), `privacy settings at ${viewport.width}`).toBe(false);
      await page.goto(`/chat/${roomId}`);
      await expect(page.getByRole('button', { name: /^(Show photo|Foto anzeigen)$/ })).toBeVisible();
      await picture(page, `blurred-photo-${locale}-${viewport.width}`);
      expect(await hasHorizontalOverflow(page), `blurred photo at ${viewport.width}`).toBe(false);
    }
  }
});
