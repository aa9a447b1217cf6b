import { expect, test } from '@playwright/test';
import { createRoomViaApi, type Member, memberInBrowser, openRoom } from './chat-support';
import { trpcMutation } from './support';

/*
 * One presence: a member online anywhere is online in every member list, private chat and
 * profile; "in this room" marks apart who is in the room shown. While the viewer's own
 * connection is down, presence is unknown rather than a stale "online".
 */
let anna: Member;
let ben: Member;

/** A member row is named by name and presence, then what it shows: '(you)', handle, distance. */
const named = (member: Member, presence: string) =>
  new RegExp(`^${member.username}, ${presence}( \\(you\\))? @${member.username}`);

test.beforeEach(async ({ browser, baseURL }) => {
  anna = await memberInBrowser(browser, baseURL ?? '', 'anna');
  ben = await memberInBrowser(browser, baseURL ?? '', 'ben');
});

test.afterEach(async () => {
  await anna.context.close();
  await ben.context.close();
});

test('a member in one room shows online in another room’s list and on her profile; "in this room" only where she is', async ({
  baseURL,
}) => {
  // A long journey: two rooms, a profile, a member leaving and a dropped connection.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const [x, y] = [`Raum X ${stamp}`, `Raum Y ${stamp}`];
  // Anna made both rooms, so she is a member of Y without being in it.
  const xId = await createRoomViaApi(anna.page, baseURL ?? '', x);
  const yId = await createRoomViaApi(anna.page, baseURL ?? '', y);
  // Ben belongs to both before he looks, so both member lists have him from the start.
  for (const roomId of [xId, yId])
    await trpcMutation(ben.page.request, baseURL ?? '', 'rooms.join', { roomId });
  await openRoom(anna.page, xId, x);
  await openRoom(ben.page, yId, y);

  const bensPanel = ben.page.getByRole('complementary', { name: 'Online in Room' });
  const annaInBens = bensPanel.getByRole('button', { name: new RegExp(`^${anna.username}, `) });
  await expect(annaInBens).toHaveAccessibleName(named(anna, 'online'));
  await expect(
    bensPanel.getByRole('button', { name: new RegExp(`^${ben.username}, `) }),
  ).toHaveAccessibleName(named(ben, 'online, in this room'));
  const annasPanel = anna.page.getByRole('complementary', { name: 'Online in Room' });
  await expect(
    annasPanel.getByRole('button', { name: new RegExp(`^${anna.username}, `) }),
  ).toHaveAccessibleName(named(anna, 'online, in this room'));

  // Her profile says the same.
  await annaInBens.click();
  await ben.page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(ben.page.getByTestId('profile-presence')).toHaveText('Online');

  // In X, where she is, Ben sees the mark beside her.
  await openRoom(ben.page, xId, x);
  await expect(
    bensPanel.getByRole('button', { name: new RegExp(`^${anna.username}, `) }),
  ).toHaveAccessibleName(named(anna, 'online, in this room'));

  // She closes the app: offline for Ben, live.
  await anna.page.close();
  await expect(
    bensPanel.getByRole('button', { name: new RegExp(`^${anna.username}, `) }),
  ).toHaveAccessibleName(named(anna, 'offline'));

  // Ben's own connection drops: nobody's status is known, so Anna is neither online nor offline.
  await ben.context.setOffline(true);
  await expect(
    bensPanel.getByRole('button', { name: new RegExp(`^${anna.username}, `) }),
  ).toHaveAccessibleName(named(anna, 'Status unknown while offline'));
  await expect(bensPanel.getByText('Status unknown while offline', { exact: true })).toBeVisible();
  await expect(bensPanel.getByRole('region', { name: 'Online' })).toHaveCount(0);
  await ben.context.setOffline(false);
});
