import { de, en } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createRoomViaApi, type Member } from './chat-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, registerViaApi, uniqueUsername } from './support';

test.use({ locale: 'de-DE' });
test.describe.configure({ mode: 'serial' });

const room = `Stammtisch ${Date.now().toString(36)}`;

let anna: Member;
let ben: Member;
let roomId: string;

/** A member with a German browser, registered and signed in, without photo or about text. */
async function germanMember(browser: Browser, baseURL: string, prefix: string): Promise<Member> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await registerViaApi(page.request, baseURL, username);
  return { username, context, page };
}

async function shoot(page: Page, name: string) {
  // Drawers, menus and toasts at rest, so the check (and the picture) sees the resting state.
  await settled(page);
  await picture(page, `de-chat-${name}`);
  expect(await hasHorizontalOverflow(page), `${name} scrolls sideways`).toBe(false);
}

/** The portals (dialogs, menus, toasts) render outside the app's own tree. */
function everything(page: Page) {
  return page.locator('body');
}

/** Opens the room in German and waits until the live channel says it is connected. */
async function openGerman(page: Page) {
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { name: room, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status', { name: de.connection.status(de.connection.connected) }),
  ).toBeAttached();
}

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  anna = await germanMember(browser, origin, 'anna_de');
  ben = await germanMember(browser, origin, 'ben_de');
  roomId = await createRoomViaApi(anna.page, origin, room);
});

test.afterAll(async () => {
  await anna.context.close();
  await ben.context.close();
});

test('desktop: header, sidebar, room list and members panel speak German', async () => {
  const { page } = anna;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGerman(page);

  const header = page.getByRole('navigation', { name: de.shell.account });
  for (const name of [de.shell.toggleUserList, de.shell.logOut]) {
    await expect(header.getByRole('button', { name })).toBeVisible();
  }
  for (const name of [de.shell.friends, de.shell.settings]) {
    await expect(header.getByRole('link', { name })).toBeVisible();
  }
  await expect(header.getByRole('button', { name: de.common.language })).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: de.shell.chats });
  await expect(sidebar.getByRole('tab', { name: de.shell.tabRooms })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(sidebar.getByRole('tab', { name: de.shell.tabPrivate })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: de.sidebar.createRoom })).toBeVisible();
  await expect(
    sidebar.getByRole('list', { name: de.sidebar.rooms }).getByRole('button', { name: room, exact: true }),
  ).toHaveAttribute('aria-current', 'true');

  // A fresh profile is invited to add a photo and a few words.
  const prompt = sidebar.getByRole('region', { name: de.shell.completeProfileTitle });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: de.shell.completeProfileAction })).toHaveAttribute(
    'href',
    '/settings?tab=profile',
  );

  // One member online: the singular.
  const panel = page.getByRole('complementary', { name: de.chat.onlineInRoom });
  await expect(panel.getByText('1 Mitglied online • 1 angezeigt')).toBeVisible();
  await expect(panel.getByText(de.members.section(de.members.online, 1))).toBeVisible();
  await expect(panel.getByText(de.members.you)).toBeVisible();
  await expect(page.getByRole('separator', { name: de.members.resizePanel })).toBeVisible();

  // A second one: the plural.
  await ben.page.setViewportSize({ width: 1280, height: 800 });
  await openGerman(ben.page);
  await expect(panel.getByText('2 Mitglieder online • 2 angezeigt')).toBeVisible();

  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'room-1280');
});

test('the private tab, the user menu and a private chat header in German', async () => {
  const { page } = anna;
  const sidebar = page.getByRole('complementary', { name: de.shell.chats });
  await sidebar.getByRole('tab', { name: de.shell.tabPrivate }).click();
  await expect(sidebar.getByText(de.chat.noPrivateChats)).toBeVisible();
  await expect(sidebar.getByText(de.chat.clickUserToChat)).toBeVisible();
  await expectOnlyLanguage('de', everything(page));

  const panel = page.getByRole('complementary', { name: de.chat.onlineInRoom });
  // The row itself, not the friend button beside it, which names Ben too.
  await panel.getByRole('button', { name: new RegExp(`^${ben.username}, `) }).click();
  const menu = page.getByRole('menu');
  for (const name of [
    de.members.sendMessage,
    de.members.viewProfile,
    de.members.blockUser,
    de.members.reportUser,
  ]) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await expectOnlyLanguage('de', everything(page));
  await menu.getByRole('menuitem', { name: de.members.sendMessage }).click();

  // The other member is online anywhere: the header says so.
  await expect(page.getByTestId('other-presence')).toHaveText(de.shell.onlineNow);
  await expect(
    // The row's name is the hidden 'Privatchat mit …' followed by the visible name and handle.
    sidebar.getByRole('button', {
      name: `${de.sidebar.privateChatWith(ben.username)} @${ben.username}`,
      exact: true,
    }),
  ).toHaveAttribute('aria-current', 'true');
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'private-1280');
  await sidebar.getByRole('tab', { name: de.shell.tabRooms }).click();
  await sidebar.getByRole('button', { name: room, exact: true }).click();
  await expect(page.getByRole('heading', { name: room, level: 1 })).toBeVisible();
});

test('creating a room: the dialog, its check and the toast in German', async () => {
  const { page } = anna;
  await page.getByRole('button', { name: de.sidebar.createRoom }).click();
  const dialog = page.getByRole('dialog', { name: de.sidebar.createRoom });
  await expect(dialog.getByLabel(de.sidebar.roomName)).toBeVisible();
  await expect(dialog.getByText(de.sidebar.privateRoomHint)).toBeVisible();
  await dialog.getByRole('button', { name: de.sidebar.createRoom }).click();
  await expect(dialog.getByText(de.chat.roomNameRequired)).toBeVisible();
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'create-room-1280');

  const name = `Kino ${Date.now().toString(36)}`;
  await dialog.getByLabel(de.sidebar.roomName).fill(name);
  await dialog.getByRole('button', { name: de.sidebar.createRoom }).click();
  // The toast lasts 5 s: it is checked first.
  await expect(page.getByText(de.chat.roomCreated, { exact: true })).toBeVisible();
  await expect(page.getByText(de.chat.roomCreatedDetail(name, false))).toBeVisible();
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'room-created-1280');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the header language menu switches to English and back', async () => {
  const { page } = anna;
  await openGerman(page);
  await page.getByRole('button', { name: de.common.language }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  const header = page.getByRole('navigation', { name: en.shell.account });
  await expect(header.getByRole('button', { name: en.shell.toggleUserList })).toBeVisible();
  await expect(page.getByRole('tab', { name: en.shell.tabRooms })).toBeVisible();
  await expect(page.getByText(/^\d+ online • \d+ visible$/)).toBeVisible();
  await expectOnlyLanguage('en', everything(page));

  await page.getByRole('button', { name: en.common.language }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(
    page.getByRole('navigation', { name: de.shell.account }).getByRole('button', { name: de.shell.logOut }),
  ).toBeVisible();
  await expectOnlyLanguage('de', everything(page));
});

test('a dismissed profile prompt stays away on this device', async () => {
  const { page } = anna;
  const sidebar = page.getByRole('complementary', { name: de.shell.chats });
  const prompt = sidebar.getByRole('region', { name: de.shell.completeProfileTitle });
  await prompt.getByRole('button', { name: de.shell.dismissPrompt }).click();
  await expect(prompt).toBeHidden();
  await openGerman(page);
  await expect(sidebar.getByRole('tab', { name: de.shell.tabRooms })).toBeVisible();
  await expect(prompt).toBeHidden();
});

test('phone 375 px and tablet 768 px: German fits, drawers included', async () => {
  const { page } = ben;
  await page.setViewportSize({ width: 375, height: 812 });
  await openGerman(page);
  // The header keeps members, the bell and 'More' on screen, and room for the room's name.
  for (const name of [de.shell.toggleUserList, new RegExp(`^${de.bell.title}`), de.shell.more]) {
    await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  const title = await page.getByRole('heading', { name: room, level: 1 }).boundingBox();
  expect(title?.width ?? 0, 'room name width').toBeGreaterThan(100);
  await page.getByRole('button', { name: de.shell.more }).click();
  const more = page.getByRole('menu');
  for (const name of [de.shell.friends, de.shell.settings, 'Deutsch', 'English', de.shell.logOut]) {
    await expect(more.getByRole('menuitem', { name })).toBeVisible();
  }
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'more-375');
  await page.keyboard.press('Escape');
  await expect(more).toBeHidden();
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'room-375');

  await page.getByRole('button', { name: de.shell.openMenu }).click();
  const menu = page.getByRole('dialog', { name: de.shell.chats });
  await expect(menu.getByRole('region', { name: de.shell.completeProfileTitle })).toBeVisible();
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'menu-375');
  await menu.getByRole('button', { name: de.shell.closeMenu }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: de.shell.toggleUserList }).click();
  const drawer = page.getByRole('dialog', { name: de.chat.onlineInRoom });
  await expect(drawer.getByText(/\d+ Mitglied(er)? online • \d+ angezeigt/)).toBeVisible();
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'members-375');
  await drawer.getByRole('button', { name: de.members.closePanel }).click();
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 768, height: 1024 });
  await openGerman(page);
  await expect(page.getByRole('complementary', { name: de.shell.chats })).toBeVisible();
  await expectOnlyLanguage('de', everything(page));
  await shoot(page, 'room-768');
});
