import { de } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { createRoomViaApi } from './chat-support';
import { befriendViaApi, requestViaApi } from './friends-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, registerViaApi } from './support';

/*
 * /friends and the block and report dialogs in German: no English text, no serious or critical
 * accessibility finding at a phone's and a desktop's width, and pictures at 375, 768 and 1280 px
 * to look at (dark theme, nothing cut or scrolling sideways, German words fit).
 */
test.use({ locale: 'de-DE', bypassCSP: true });

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const AUDITED: ReadonlySet<number> = new Set([375, 1280]);
const f = de.friends;
const s = de.safety;

async function shoot(page: Page, name: string) {
  // At rest, so the check (and the picture) sees the resting state rather than a transition.
  await settled(page);
  await picture(page, `de-${name}`, { fullPage: true });
  expect(await hasHorizontalOverflow(page), `${name} scrolls sideways`).toBe(false);
}

/** Language scan, picture and (at two widths) an axe audit of the page as it is now. */
async function check(page: Page, name: string, width: number) {
  await expectOnlyLanguage('de', page);
  await shoot(page, `${name}-${width}`);
  if (AUDITED.has(width)) await expectNoSeriousA11yFindings(page, `${name} at ${width}px`);
}

/** A signed-in member in a German browser of their own (CSP bypassed for axe). */
async function germanMember(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', bypassCSP: true });
  const page = await context.newPage();
  await registerViaApi(page.request, baseURL, username);
  return page;
}

// Names that share a start, so one Find query shows every kind of result.
const TAG = `f${Date.now().toString(36).slice(-6)}`;
let anna: Page;
let others: Page[];

test.beforeAll(async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  anna = await germanMember(browser, origin, `${TAG}anna`);
  others = await Promise.all(
    ['ben', 'cleo', 'dora', 'emil', 'fritz', 'gina', 'hans'].map((name) =>
      germanMember(browser, origin, `${TAG}${name}`),
    ),
  );
  const [ben, cleo, dora, emil, fritz, gina] = others;
  if (!ben || !cleo || !dora || !emil || !fritz || !gina) throw new Error('members missing');
  // Four friends (the search box shows beyond three), one request each way.
  for (const friend of [ben, cleo, dora, emil]) await befriendViaApi(anna, friend, origin);
  await requestViaApi(fritz, anna, origin);
  await requestViaApi(anna, gina, origin);
});

test.afterAll(async () => {
  for (const page of [anna, ...others]) await page.context().close();
});

for (const viewport of VIEWPORTS) {
  test(`/friends speaks German at ${viewport.width}px`, async () => {
    const page = anna;
    await page.setViewportSize(viewport);
    await page.goto('/friends');
    await expect(page.getByRole('heading', { name: de.pages.friends, level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: f.searchFriends })).toBeVisible();
    await expect(page.getByRole('list', { name: f.tabFriends }).getByRole('listitem')).toHaveCount(4);
    await check(page, 'friends-tab', viewport.width);

    await page.getByRole('textbox', { name: f.searchFriends }).fill('zzz');
    await expect(page.getByText(f.noFriendMatches)).toBeVisible();
    await page.getByRole('textbox', { name: f.searchFriends }).fill('');

    await page.getByRole('button', { name: f.removeNamed(`${TAG}ben`) }).click();
    const confirm = page.getByRole('dialog', { name: f.removeTitle });
    await expect(confirm).toBeVisible();
    await check(page, 'friends-remove-dialog', viewport.width);
    await confirm.getByRole('button', { name: f.keep }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('tab', { name: new RegExp(f.tabRequests) }).click();
    await expect(page.getByRole('button', { name: f.acceptFrom(`${TAG}fritz`) })).toBeVisible();
    await expect(page.getByRole('button', { name: f.cancelTo(`${TAG}gina`) })).toBeVisible();
    await check(page, 'friends-requests', viewport.width);

    await page.getByRole('tab', { name: new RegExp(f.tabFind) }).click();
    await expect(page.getByText(f.findHint(2))).toBeVisible();
    await page.getByRole('textbox', { name: f.findLabel }).fill(TAG);
    const results = page.getByRole('list', { name: f.tabFind });
    await expect(results.getByText(f.statusFriends).first()).toBeVisible();
    await expect(results.getByText(f.statusRequestReceived)).toBeVisible();
    await expect(results.getByText(f.statusRequestSent)).toBeVisible();
    await expect(results.getByRole('button', { name: f.addFriendNamed(`${TAG}hans`) })).toBeVisible();
    await check(page, 'friends-find', viewport.width);
  });

  test(`the block and report dialogs speak German at ${viewport.width}px`, async ({ baseURL }) => {
    const page = anna;
    const ben = others[0];
    if (!ben) throw new Error('ben missing');
    await page.setViewportSize(viewport);
    const room = `Raum ${TAG} ${viewport.width}`;
    const roomId = await createRoomViaApi(page, baseURL ?? '', room);
    await ben.goto(`/chat/${roomId}`);
    // Ben is in the room (his app up and live) before Anna looks for him there.
    await expect(ben.getByRole('heading', { name: room, level: 1 })).toBeVisible();
    await expect(
      ben.getByRole('status', { name: de.connection.status(de.connection.connected) }),
    ).toBeAttached();
    await page.goto(`/chat/${roomId}`);
    await expect(page.getByRole('heading', { name: room, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('status', { name: de.connection.status(de.connection.connected) }),
    ).toBeAttached();

    const desktop = viewport.width >= 1024;
    if (!desktop) await page.getByRole('button', { name: de.shell.toggleUserList }).click();
    const panel = desktop
      ? page.getByRole('complementary', { name: de.chat.onlineInRoom })
      : page.getByRole('dialog', { name: de.chat.onlineInRoom });
    const bensRow = panel.getByRole('button', { name: new RegExp(`^${TAG}ben, `) });
    await expect(panel.getByRole('button', { name: f.friendsWith(`${TAG}ben`) })).toBeVisible();
    await check(page, 'chat-friend-button', viewport.width);

    await bensRow.click();
    await page.getByRole('menuitem', { name: de.members.reportUser }).click();
    const report = page.getByRole('dialog', { name: s.reportTitle(`${TAG}ben`) });
    await report.getByRole('button', { name: s.sendReport }).click();
    await expect(report.getByText(de.social.reportFieldsRequired)).toBeVisible();
    await check(page, 'report-dialog', viewport.width);
    await report.getByRole('button', { name: s.cancel }).click();
    await expect(report).toBeHidden();

    await bensRow.click();
    await page.getByRole('menuitem', { name: de.members.blockUser }).click();
    const block = page.getByRole('dialog', { name: s.blockTitle(`${TAG}ben`) });
    await block.getByRole('textbox', { name: s.blockReason }).fill('Schreibt mir ständig');
    await check(page, 'block-dialog', viewport.width);
    await block.getByRole('button', { name: s.cancel }).click();
    await expect(block).toBeHidden();
  });
}
