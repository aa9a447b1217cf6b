import { de } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createRoomViaApi, type Member, sendViaApi } from './chat-support';
import { expectOnlyLanguage } from './language-scan';
import { gradientPng } from './photo-support';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, registerViaApi, uniqueUsername } from './support';

test.use({ locale: 'de-DE' });

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** A member whose browser prefers German, registered and signed in. */
async function germanMember(browser: Browser, baseURL: string, prefix: string): Promise<Member> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await registerViaApi(page.request, baseURL, username);
  return { username, context, page };
}

async function openRoom(page: Page, roomId: string, roomName: string): Promise<void> {
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('status', { name: de.connection.status(de.connection.connected) }),
  ).toBeAttached();
}

const messageList = (page: Page) => page.getByRole('log', { name: 'Nachrichten' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Nachricht', exact: true });

async function say(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** Pictures the page at phone and desktop width; neither may scroll sideways. */
async function shoot(page: Page, name: string, between?: () => Promise<void>): Promise<void> {
  const initial = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await between?.();
    // At rest, so the check (and the picture) sees the resting state rather than a transition.
    await settled(page);
    await picture(page, `de-chat-${name}-${viewport.width}`);
    expect(await hasHorizontalOverflow(page), `${name} at ${viewport.width} px scrolls sideways`).toBe(false);
  }
  if (initial) await page.setViewportSize(initial);
}

let members: Member[] = [];

test.afterEach(async () => {
  for (const member of members) await member.context.close();
  members = [];
});

test('an empty room, a first message and the typing line speak German', async ({ browser, baseURL }) => {
  // Three members' browsers at once: more than one journey's share of a busy machine.
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const anna = await germanMember(browser, origin, 'anna');
  const ben = await germanMember(browser, origin, 'ben');
  const carla = await germanMember(browser, origin, 'carla');
  members = [anna, ben, carla];
  const room = `Stammtisch ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, origin, room);

  // An empty room invites the first message.
  await openRoom(anna.page, roomId, room);
  await expect(anna.page.locator('html')).toHaveAttribute('lang', 'de');
  const empty = anna.page.getByTestId('empty-room');
  await expect(empty).toHaveText('Noch keine Nachrichten – sag Hallo!');
  await expect(composer(anna.page)).toHaveAttribute('placeholder', `Nachricht an #${room}`);
  await expect(anna.page.getByRole('button', { name: 'Nachricht senden' })).toBeDisabled();
  await expectOnlyLanguage('de', anna.page);
  await shoot(anna.page, 'empty-room');

  // The others are in the room before it starts: a typing signal goes to those there when it is
  // sent, and one that arrives first would miss it (and the test the line it checks).
  await openRoom(ben.page, roomId, room);
  await openRoom(carla.page, roomId, room);

  // The first message: it reads 'Gerade eben', with the full German date in its tooltip.
  await say(anna.page, 'Hallo zusammen!');
  const first = messageList(anna.page).getByRole('article').filter({ hasText: 'Hallo zusammen!' });
  await expect(first.locator('time')).toHaveText('Gerade eben');
  await expect(first).toHaveAccessibleName(`${anna.username}, Gerade eben`);
  await expect(first.locator('time')).toHaveAttribute('title', /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(empty).toBeHidden();

  // One member typing, then two at once, as the third sees them; both got the first message live,
  // so their rooms' live streams are up.
  await expect(messageList(ben.page).getByText('Hallo zusammen!')).toBeVisible();
  await expect(messageList(carla.page).getByText('Hallo zusammen!')).toBeVisible();
  await composer(anna.page).pressSequentially('Wer kommt', { delay: 40 });
  await expect(ben.page.getByTestId('typing-line')).toHaveText(`${anna.username} schreibt …`);
  await Promise.all([
    composer(anna.page).pressSequentially(' heute mit?', { delay: 60 }),
    composer(ben.page).pressSequentially('Ich bin dabei', { delay: 60 }),
  ]);
  const both = new RegExp(
    `^(${anna.username} und ${ben.username}|${ben.username} und ${anna.username}) schreiben …$`,
  );
  await expect(carla.page.getByTestId('typing-line')).toHaveText(both);
  await expectOnlyLanguage('de', carla.page);
  await shoot(carla.page, 'typing', async () => {
    await composer(anna.page).pressSequentially('!', { delay: 20 });
    await composer(ben.page).pressSequentially('!', { delay: 20 });
  });
});

test('the emoji and mention pickers speak German', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const anna = await germanMember(browser, origin, 'anna');
  const ben = await germanMember(browser, origin, 'ben');
  members = [anna, ben];
  const room = `Plauderecke ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, origin, room);
  await openRoom(ben.page, roomId, room);
  await openRoom(anna.page, roomId, room);

  // The emoji picker: German category names on its tabs and over the open one.
  const emojiButton = anna.page.getByRole('button', { name: 'Emoji einfügen' });
  await emojiButton.click();
  const picker = anna.page.getByRole('dialog', { name: 'Emoji-Auswahl' });
  await expect(picker.getByRole('tab', { name: 'Smileys & Menschen' })).toBeVisible();
  for (const category of Object.values(de.emoji)) {
    await expect(picker.getByRole('tab', { name: category })).toBeAttached();
  }
  await picker.getByRole('tab', { name: 'Essen & Trinken' }).click();
  await expect(picker.getByText('Essen & Trinken')).toBeVisible();
  await expectOnlyLanguage('de', anna.page, picker);
  await shoot(anna.page, 'emoji-picker', async () => {
    if (!(await picker.isVisible())) await emojiButton.click();
  });
  if (!(await picker.isVisible())) await emojiButton.click();
  await picker.getByRole('button', { name: '🍕' }).click();
  await expect(composer(anna.page)).toHaveValue('🍕');
  await composer(anna.page).fill('');

  // The mention picker.
  await composer(anna.page).pressSequentially(`@${ben.username.slice(0, 4)}`);
  const mentions = anna.page.getByRole('listbox', { name: 'Mitglied erwähnen' });
  await expect(mentions.getByRole('option', { name: new RegExp(ben.username) })).toBeVisible();
  await expectOnlyLanguage('de', anna.page);
  await shoot(anna.page, 'mention-picker', async () => {
    await composer(anna.page).fill('');
    await composer(anna.page).pressSequentially(`@${ben.username.slice(0, 4)}`);
    await expect(mentions).toBeVisible();
  });
});

test('photos, their lightbox and refusals speak German', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const anna = await germanMember(browser, origin, 'anna');
  const ben = await germanMember(browser, origin, 'ben');
  members = [anna, ben];
  const room = `Fotoecke ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, origin, room);
  await sendViaApi(anna.page, origin, roomId, 'Schaut mal, der Biergarten!');
  await openRoom(anna.page, roomId, room);
  await openRoom(ben.page, roomId, room);

  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = anna.page.waitForEvent('filechooser');
    await anna.page.getByRole('button', { name: 'Foto hochladen' }).click();
    await (await chooser).setFiles(file);
  };

  // A file that is no image is refused at once.
  await pick({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Foto') });
  await expect(anna.page.getByText('Bitte wähle eine Bilddatei aus')).toBeVisible();

  // A photo on its way reads 'Wird gesendet …', then the German toast.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await anna.page.route('**/api/photos/upload/**', async (route) => {
    await released;
    await route.continue();
  });
  const fileName = `biergarten-${Date.now().toString(36)}.png`;
  await pick({ name: fileName, mimeType: 'image/png', buffer: gradientPng(640, 480) });
  await expect(messageList(anna.page).getByText('Wird gesendet …')).toBeVisible();
  release();
  await expect(anna.page.getByText('Foto gesendet')).toBeVisible();
  await expect(anna.page.getByText('Dein Foto wurde geteilt.')).toBeVisible();
  await anna.page.unroute('**/api/photos/upload/**');

  // Ben opens it in the lightbox and closes it again.
  const label = `Foto ${fileName}`;
  await expect(messageList(ben.page).getByRole('img', { name: label })).toBeVisible();
  const open = messageList(ben.page).getByRole('button', { name: `${label} öffnen` });
  await expect(open).toBeEnabled();
  await expectOnlyLanguage('de', ben.page);
  await shoot(ben.page, 'photo-message');
  await open.click();
  const lightbox = ben.page.getByRole('dialog', { name: label });
  await expect(lightbox.getByRole('img', { name: label })).toBeVisible();
  await expectOnlyLanguage('de', ben.page, lightbox);
  await shoot(ben.page, 'lightbox');
  await lightbox.getByRole('button', { name: 'Foto schließen' }).click();
  await expect(lightbox).toBeHidden();

  // A failed upload: the German title and the spec's text in German.
  await anna.page.route('**/api/photos/upload/**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
  );
  await pick({ name: 'pech.png', mimeType: 'image/png', buffer: gradientPng(64, 48) });
  await expect(anna.page.getByText('Hochladen fehlgeschlagen')).toBeVisible();
  await expect(
    anna.page.getByText('Das Foto konnte nicht hochgeladen werden. Bitte versuch es noch einmal.'),
  ).toBeVisible();
});

test('a message written offline waits, marked in German', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const anna = await germanMember(browser, origin, 'anna');
  const ben = await germanMember(browser, origin, 'ben');
  members = [anna, ben];
  const room = `Funkloch ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, origin, room);
  await openRoom(anna.page, roomId, room);
  await openRoom(ben.page, roomId, room);

  // Written offline: the message waits, marked in German, and goes out once back online.
  await ben.context.setOffline(true);
  await expect(ben.page.getByTestId('connection-banner')).toBeVisible();
  await say(ben.page, 'Ohne Netz geschrieben');
  await expect(messageList(ben.page).getByText('Wartet auf Verbindung')).toBeVisible();
  await expectOnlyLanguage('de', ben.page);
  await shoot(ben.page, 'offline-queued');
  await ben.context.setOffline(false);
  await expect(messageList(anna.page).getByText('Ohne Netz geschrieben')).toHaveCount(1, { timeout: 20_000 });
  await expect(messageList(ben.page).getByText('Wartet auf Verbindung')).toHaveCount(0);
});
