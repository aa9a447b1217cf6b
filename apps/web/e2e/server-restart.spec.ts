import { de, en } from '@nahbar/contracts';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { createRoomViaApi, type Member } from './chat-support';
import { consentGivenState } from './consent-state';
import { OwnServer } from './own-server';
import { picture } from './pictures';
import { registerViaApi, uniqueUsername } from './support';

/*
 * Issue 32: tabs come back by themselves after a server restart. The real server is stopped
 * under two open tabs for longer than the spec's eight quick attempts (about 25 s), a message is
 * written meanwhile, the server starts again on the same data, and both tabs reconnect on their
 * slow schedule (every 15 to 30 s) and the message goes out, without a click. Before that, the
 * network going away is told apart from the server going away. Ben reads German, for the
 * pictures of the banner's states at 375 and 1280 px.
 */

// The banner's details come from the service worker's cache while the server is away, as they
// would for a member: the config blocks the worker for the journeys that do not need it.
test.use({ serviceWorkers: 'allow' });

/** Its own server shares the machine with the suite's: each step may take longer than elsewhere. */
const expect = baseExpect.configure({ timeout: 30_000 });

let server: OwnServer;
const members: Member[] = [];

test.beforeAll(async () => {
  // A first start compiles the server and migrates a fresh database.
  test.setTimeout(180_000);
  server = await OwnServer.create('restart');
  await server.start();
});

test.afterAll(async () => {
  for (const member of members.splice(0)) await member.context.close();
  await server.dispose();
});

async function member(browser: Browser, prefix: string, locale: string): Promise<Member> {
  const context = await browser.newContext({
    baseURL: server.origin,
    locale,
    storageState: consentGivenState(server.origin),
  });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await registerViaApi(page.request, server.origin, username);
  const one = { username, context, page };
  members.push(one);
  return one;
}

type Texts = typeof en;
const connectedAs = (m: Texts) => m.connection.status(m.connection.connected);
const messageList = (page: Page, m: Texts) => page.getByRole('log', { name: m.messages.listLabel });
const composer = (page: Page, m: Texts) => page.getByRole('textbox', { name: m.composer.label });

async function say(page: Page, m: Texts, text: string) {
  await composer(page, m).fill(text);
  await composer(page, m).press('Enter');
}

async function openRoom(page: Page, roomId: string, roomName: string, m: Texts) {
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: connectedAs(m) })).toBeAttached();
}

/** Pictures of one state of the banner at both widths, the page left at 1280 px. */
async function bannerPictures(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await picture(page, `banner-de-${name}-${width}`);
  }
}

test('a server restart under open tabs: they come back by themselves and deliver the queue', async ({
  browser,
}) => {
  // The quick attempts (25 s), a slow one (up to 30 s) and a start of the server.
  test.setTimeout(360_000);
  const anna = await member(browser, 'rs_anna', 'en-US');
  const ben = await member(browser, 'rs_ben', 'de-DE');
  await ben.page.setViewportSize({ width: 1280, height: 800 });
  const room = `Neustart ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, server.origin, room);
  await openRoom(anna.page, roomId, room, en);
  await openRoom(ben.page, roomId, room, de);
  await say(anna.page, en, 'Vor dem Neustart');
  await expect(messageList(ben.page, de).getByText('Vor dem Neustart')).toBeVisible();

  // The header's connection icon says what it means, on keyboard focus too.
  await ben.page.getByRole('status', { name: connectedAs(de) }).focus();
  const hint = ben.page.getByRole('tooltip');
  await expect(hint).toContainText(connectedAs(de));
  await expect(hint).toContainText(de.connection.connectedMeaning);
  await picture(ben.page, 'connection-tooltip-de-1280');
  await composer(ben.page, de).focus();

  // The network gone: the banner says so, and names no server.
  await ben.context.setOffline(true);
  const bensBanner = ben.page.getByTestId('connection-banner');
  await expect(bensBanner).toContainText(de.connection.offline);
  await bannerPictures(ben.page, 'offline');
  await ben.context.setOffline(false);
  await expect(ben.page.getByRole('status', { name: connectedAs(de) })).toBeAttached();
  await expect(bensBanner).toBeHidden();

  // The server stops. First the spec's quick attempts, counted...
  await server.stop();
  const annasBanner = anna.page.getByTestId('connection-banner');
  await expect(annasBanner).toContainText(/Connection lost\. Retrying in \d+s \(\d\/8\)/);
  await expect(bensBanner).toContainText(/Verbindung verloren\. Neuer Versuch in \d+ s \(\d\/8\)/);
  await bannerPictures(ben.page, 'quick-retry');

  // ...then, after the eighth, the slow ones, saying the server is away (HTTP does not answer
  // either), with a countdown of 15 to 30 s and no final error.
  await expect(annasBanner).toContainText(/The server can't be reached right now\. Trying again in \d+s/, {
    timeout: 60_000,
  });
  await expect(annasBanner).not.toContainText(/maximum retry attempts|Check your internet/);
  const countdown = Number(/Trying again in (\d+)s/.exec((await annasBanner.textContent()) ?? '')?.[1]);
  expect(countdown).toBeGreaterThan(0);
  expect(countdown).toBeLessThanOrEqual(30);

  // A message written now waits in the queue.
  await say(anna.page, en, 'Während der Server weg ist');
  await expect(annasBanner).toContainText('1 queued');
  await expect(messageList(anna.page, en).getByText(en.messages.queued)).toBeVisible();

  await expect(bensBanner).toContainText(/Der Server ist gerade nicht erreichbar\. Neuer Versuch in \d+ s/, {
    timeout: 30_000,
  });
  await say(ben.page, de, 'Ich warte auch');
  await expect(bensBanner).toContainText(de.connection.queued(1));
  await bannerPictures(ben.page, 'server-unreachable');
  await bensBanner.getByRole('button', { name: de.connection.details }).click();
  // The slow schedule's line comes with its first slow attempt, up to 30 s after the quick ones.
  await expect(bensBanner).toContainText(/Versuch \d+ \(jetzt alle 15 bis 30 s\)/, { timeout: 60_000 });
  await bannerPictures(ben.page, 'server-unreachable-details');

  // The server is back on the same data: the tabs reconnect on their own, within one slow
  // wait, and send what waited. Nobody clicks anything.
  await server.start();
  await expect(anna.page.getByRole('status', { name: connectedAs(en) })).toBeAttached({ timeout: 60_000 });
  await expect(ben.page.getByRole('status', { name: connectedAs(de) })).toBeAttached({ timeout: 60_000 });
  await expect(messageList(ben.page, de).getByText('Während der Server weg ist')).toHaveCount(1);
  await expect(messageList(anna.page, en).getByText('Ich warte auch')).toHaveCount(1);
  await expect(annasBanner).toBeHidden();
  await expect(bensBanner).toBeHidden();
  await expect(messageList(anna.page, en).getByText(en.messages.queued)).toHaveCount(0);
  // Nothing doubled, what came before the restart is still there, and the channel is live.
  await expect(messageList(anna.page, en).getByText('Während der Server weg ist')).toHaveCount(1);
  await expect(messageList(ben.page, de).getByText('Vor dem Neustart')).toHaveCount(1);
  await say(anna.page, en, 'Nach dem Neustart');
  await expect(messageList(ben.page, de).getByText('Nach dem Neustart')).toBeVisible();
  await picture(ben.page, 'banner-de-recovered-1280');
});
