import { expect, test } from '@playwright/test';
import {
  createRoomViaApi,
  memberInBrowser,
  messageIdOf,
  messageList,
  openRoom,
  say,
  seedMessages,
  sendViaApi,
} from './chat-support';
import { heardInLiveRegion, listenToLiveRegion } from './live-region-support';
import { settled } from './settled';
import { trpcMutation } from './support';

/** The full check scrolls through 5,000 (CHAT_SCROLL_COUNT=5000); seeding that many takes a while. */
const COUNT = Number(process.env.CHAT_SCROLL_COUNT ?? 600);

test(`the message list scrolls back through ${COUNT} messages, older pages arriving without a jump`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL ?? '';
  const anna = await memberInBrowser(browser, origin, 'anna');
  const { page } = anna;
  const room = `Archiv ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(page, origin, room);
  await seedMessages(page, origin, roomId, COUNT);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openRoom(page, roomId, room);
  const list = messageList(page);
  await expect(list.getByText(`Message ${COUNT}`, { exact: true })).toBeVisible();
  // Virtualised: only a screenful is in the page, however long the history.
  expect(await page.locator('article[data-message-id]').count()).toBeLessThan(60);

  // Older pages load within 50 px of the top, and what was on screen stays put.
  const scroller = page.locator('[data-testid="message-scroller"]');
  const before = await page.locator('article[data-message-id]').first();
  const anchorId = await before.getAttribute('data-message-id');
  const anchor = page.locator(`article[data-message-id="${anchorId}"]`);
  // The anchor's place is read in the same task as the scroll, before any older page can arrive,
  // and again once the older page is in and the list has had two frames to settle.
  const yBefore = await scroller.evaluate((element, id) => {
    element.scrollTo({ top: 40 });
    const row = document.querySelector(`article[data-message-id="${id}"]`);
    return row ? row.getBoundingClientRect().y : Number.NaN;
  }, anchorId);
  await expect(list.getByText(`Message ${COUNT - 20}`, { exact: true })).toBeAttached();
  await page.evaluate(
    () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
  );
  const yAfter = (await anchor.boundingBox())?.y ?? Number.NaN;
  expect(Math.abs(yAfter - yBefore), `anchor moved from ${yBefore} to ${yAfter}`).toBeLessThan(5);

  // A search result's link brings its message into view, paging back as far as needed.
  const target = `Message ${COUNT - 300}`;
  const targetId = await messageIdOf(page, roomId, target);
  await page.goto(`/chat/${roomId}?message=${targetId}`);
  const marked = page.locator(`article[data-message-id="${targetId}"]`);
  await expect(marked).toBeInViewport({ timeout: 20_000 });
  await expect(marked).toHaveAttribute('data-highlighted', 'true');
  await expect(marked).not.toHaveAttribute('data-highlighted', { timeout: 5000 });

  // All the way back to the first message.
  const started = Date.now();
  while (!(await list.getByText('Message 1', { exact: true }).isVisible())) {
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await page.waitForTimeout(40);
    if (Date.now() - started > 240_000) throw new Error('did not reach the first message');
  }
  await expect(list.getByText('Load older messages')).toHaveCount(0);
  const rendered = await page.locator('article[data-message-id]').count();
  expect(rendered).toBeLessThan(80);

  // Another member's new message does not drag a reader who is far up back down (chat spec §4:
  // 150 px). The live region announcing it is the sentinel: it is set in the same task that
  // puts the message in the list, whose following would have scrolled within the frames after.
  const ben = await memberInBrowser(browser, origin, 'ben');
  await trpcMutation(ben.page.request, origin, 'rooms.join', { roomId });
  await listenToLiveRegion(page);
  await sendViaApi(ben.page, origin, roomId, 'Neu ganz unten');
  await expect.poll(() => heardInLiveRegion(page)).toContainEqual(expect.stringContaining('Neu ganz unten'));
  await settled(page);
  await expect(list.getByText('Message 1', { exact: true })).toBeVisible();
  await expect(list.getByText('Neu ganz unten')).toHaveCount(0);
  await ben.context.close();

  // Back at the bottom, new messages are followed; one's own always.
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(list.getByText('Neu ganz unten')).toBeVisible();
  await sendViaApi(page, origin, roomId, 'Noch eine');
  await expect(list.getByText('Noch eine')).toBeVisible();
  await scroller.evaluate((element) =>
    element.scrollTo({ top: element.scrollHeight - element.clientHeight - 400 }),
  );
  await say(page, 'Meine eigene');
  await expect(list.getByText('Meine eigene')).toBeVisible();
  await anna.context.close();
});
