import { de, en } from '@nahbar/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { type Member, memberInBrowser } from './chat-support';
import { befriendViaApi, myId } from './friends-support';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { hasHorizontalOverflow, registerViaApi, trpcMutation, uniqueUsername } from './support';
import { expectToast } from './toast-support';

/*
 * What a profile offers another member (issue 32): the friendship's next step, Report and
 * Block, each button following what either member does, live. axe is injected as a script,
 * which the app's CSP refuses: the context of the last journey bypasses it.
 */
const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

async function pair(browser: Browser, origin: string): Promise<[Member, Member]> {
  const anna = await memberInBrowser(browser, origin, 'pa_anna');
  const ben = await memberInBrowser(browser, origin, 'pa_ben');
  members.push(anna, ben);
  return [anna, ben];
}

/** Opens another member's profile and waits until its live channel is up. */
async function openProfileOf(page: Page, other: Page, name: string): Promise<void> {
  await page.goto(`/profile/${await myId(other)}`);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

function button(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

/** The names of the signed-in member's friends, asked of the server. */
async function friendNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/trpc/friends.list');
  const body: { result: { data: { friend: { username: string } }[] } } = await response.json();
  return body.result.data.map(({ friend }) => friend.username);
}

test('a friend request round trip on the profiles, each side’s buttons following the other live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [anna, ben] = await pair(browser, baseURL ?? '');
  await openProfileOf(anna.page, ben.page, ben.username);
  await openProfileOf(ben.page, anna.page, anna.username);
  await expect(button(anna.page, en.friends.addFriend)).toBeVisible();
  await expect(button(ben.page, en.friends.addFriend)).toBeVisible();

  // Anna asks; Ben, on her profile, is offered the answer without reloading.
  await button(anna.page, en.friends.addFriend).click();
  await expectToast(anna.page, en.friends.sentSuccessfully);
  await expect(button(anna.page, en.profile.cancelRequest)).toBeVisible();
  await expect(anna.page.getByText(en.profile.requestSentNote)).toBeVisible();
  await expect(button(ben.page, en.friends.accept)).toBeVisible();
  await expect(button(ben.page, en.friends.decline)).toBeVisible();
  await expect(ben.page.getByText(en.profile.requestReceivedNote(anna.username))).toBeVisible();

  // Anna withdraws it: both are back at Add Friend.
  await button(anna.page, en.profile.cancelRequest).click();
  await expectToast(anna.page, en.friends.cancelled);
  await expect(button(anna.page, en.friends.addFriend)).toBeVisible();
  await expect(button(ben.page, en.friends.addFriend)).toBeVisible();
  await expect(button(ben.page, en.friends.accept)).toHaveCount(0);

  // Ben asks; Anna declines.
  await button(ben.page, en.friends.addFriend).click();
  await expectToast(ben.page, en.friends.sentSuccessfully);
  await button(anna.page, en.friends.decline).click();
  await expectToast(anna.page, en.friends.declined);
  await expect(button(anna.page, en.friends.addFriend)).toBeVisible();
  await expect(button(ben.page, en.friends.addFriend)).toBeVisible();

  // Anna asks again; Ben accepts: friends on both profiles.
  await button(anna.page, en.friends.addFriend).click();
  await expectToast(anna.page, en.friends.sentSuccessfully);
  await button(ben.page, en.friends.accept).click();
  await expectToast(ben.page, en.friends.accepted);
  await expect(button(ben.page, en.friends.removeFriend)).toBeVisible();
  await expect(button(anna.page, en.friends.removeFriend)).toBeVisible();
  await expect(anna.page.getByText(en.profile.friendsBadge, { exact: true })).toBeVisible();

  // Removing asks first; keeping changes nothing, removing ends it on both sides.
  await button(anna.page, en.friends.removeFriend).click();
  const removal = anna.page.getByRole('dialog', { name: en.friends.removeTitle });
  await removal.getByRole('button', { name: en.friends.keep }).click();
  await expect(removal).toBeHidden();
  expect(await friendNames(anna.page)).toEqual([ben.username]);
  await button(anna.page, en.friends.removeFriend).click();
  await removal.getByRole('button', { name: en.friends.remove }).click();
  await expectToast(anna.page, en.friends.removed);
  await expect(button(anna.page, en.friends.addFriend)).toBeVisible();
  await expect(button(ben.page, en.friends.addFriend)).toBeVisible();
  expect(await friendNames(ben.page)).toEqual([]);
});

test('Block asks first and says that it ends the friendship; Cancel keeps the friend', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const [anna, ben] = await pair(browser, origin);
  await befriendViaApi(anna.page, ben.page, origin);
  await openProfileOf(anna.page, ben.page, ben.username);
  await expect(button(anna.page, en.friends.removeFriend)).toBeVisible();

  await button(anna.page, en.profile.block).click();
  const dialog = anna.page.getByRole('dialog', { name: en.safety.blockTitle(ben.username) });
  await expect(dialog.getByText(en.profile.blockEndsFriendship(ben.username))).toBeVisible();
  await expect(dialog.getByText(en.safety.blockExplained)).toBeVisible();
  await dialog.getByRole('button', { name: en.safety.cancel }).click();
  await expect(dialog).toBeHidden();
  // Nothing happened: the friendship stands and nobody is blocked.
  expect(await friendNames(anna.page)).toEqual([ben.username]);
  const blocks = await anna.page.request.get('/trpc/blocks.list');
  expect((await blocks.json()).result.data).toEqual([]);

  await button(anna.page, en.profile.block).click();
  await dialog.getByRole('button', { name: en.profile.block }).click();
  await expectToast(anna.page, en.profile.blocked);
  await expect(dialog).toBeHidden();
  await expect(anna.page.getByText(en.social.youBlockedThisUser)).toBeVisible();
  await expect(button(anna.page, en.friends.removeFriend)).toHaveCount(0);
  await expect(button(anna.page, en.profile.report)).toHaveCount(0);
  expect(await friendNames(anna.page)).toEqual([]);
  expect(await friendNames(ben.page)).toEqual([]);
});

test('a stranger’s Block dialog says what a block does without naming a friendship', async ({
  browser,
  baseURL,
}) => {
  const [anna, ben] = await pair(browser, baseURL ?? '');
  await openProfileOf(anna.page, ben.page, ben.username);
  await button(anna.page, en.profile.block).click();
  const dialog = anna.page.getByRole('dialog', { name: en.safety.blockTitle(ben.username) });
  await expect(dialog.getByText(en.safety.blockExplained)).toBeVisible();
  await expect(dialog.getByText(en.profile.blockEndsFriendship(ben.username))).toHaveCount(0);
});

test('Report on a profile sends a report through the report dialog', async ({ browser, baseURL }) => {
  const [anna, ben] = await pair(browser, baseURL ?? '');
  await openProfileOf(anna.page, ben.page, ben.username);
  await button(anna.page, en.profile.report).click();
  const dialog = anna.page.getByRole('dialog', { name: en.safety.reportTitle(ben.username) });
  await dialog.getByRole('combobox', { name: en.safety.reason }).click();
  await anna.page.getByRole('option', { name: en.safety.reasonSpam }).click();
  await dialog.getByRole('textbox', { name: en.safety.description }).fill('Wirbt in jedem Raum');
  await dialog.getByRole('button', { name: en.safety.sendReport }).click();
  await expectToast(anna.page, en.safety.reported);
  await expect(dialog).toBeHidden();
});

test('the profile’s actions at 375, 768 and 1280 px in German: nothing cut off, no serious findings', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const context = await browser.newContext({ baseURL: origin, locale: 'de-DE', bypassCSP: true });
  const page = await context.newPage();
  const username = uniqueUsername('pa_look');
  await registerViaApi(page.request, origin, username);
  const ben = await memberInBrowser(browser, origin, 'pa_seen');
  members.push({ username, context, page }, ben);
  // Ben asked: the page shows the answer buttons, its longest row.
  await trpcMutation(ben.page.request, origin, 'friends.send', { userId: await myId(page) });
  await openProfileOf(page, ben.page, ben.username);
  await expect(button(page, de.friends.accept)).toBeVisible();
  await expectOnlyLanguage('de', page);
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await hasHorizontalOverflow(page), `overflow at ${viewport.width}px`).toBe(false);
    await picture(page, `profile-actions-de-DE-${viewport.width}`, { fullPage: true });
    await expectNoSeriousA11yFindings(page, `profile actions at ${viewport.width}px`);
  }
  await button(page, de.profile.block).click();
  await expect(page.getByRole('dialog', { name: de.safety.blockTitle(ben.username) })).toBeVisible();
  await picture(page, 'profile-block-dialog-de-DE-1280');
  await expectNoSeriousA11yFindings(page, 'block confirmation');
});
