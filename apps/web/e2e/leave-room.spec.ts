import { de, en } from '@nahbar/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { membersPerTest } from './chat-support';
import { picture } from './pictures';
import { trpcMutation } from './support';

/*
 * Leaving a room from the room menu (desktop: the header's bell menu; phones: 'More'), with a
 * confirmation that says what leaving does. axe is injected as a script, which the app's CSP
 * refuses: these contexts bypass it.
 */
test.use({ bypassCSP: true });

const member = membersPerTest();

async function data<T>(response: { json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as { result: { data: T } };
  return body.result.data;
}

async function idOf(page: Page): Promise<string> {
  return (await data<{ id: string }>(await page.request.get('/trpc/auth.me'))).id;
}

for (const [locale, m] of [
  ['en-US', en],
  ['de-DE', de],
] as const) {
  test(`a member leaves a private room from the room menu after confirming (${locale}, 1280)`, async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const anna = await member(browser, origin, {
      prefix: 'lv',
      locale,
      viewport: { width: 1280, height: 800 },
    });
    const ben = await member(browser, origin, {
      prefix: 'lv',
      locale,
      viewport: { width: 1280, height: 800 },
    });
    const benId = await idOf(ben.page);
    const name = `Kreis ${Date.now().toString(36)}`;
    const room = await data<{ id: string }>(
      await trpcMutation(anna.page.request, origin, 'rooms.create', { name, isPrivate: true }),
    );
    await trpcMutation(anna.page.request, origin, 'rooms.invite', { roomId: room.id, userId: benId });

    await ben.page.goto(`/chat/${room.id}`);
    await expect(ben.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await ben.page.getByRole('button', { name: m.notifications.levelOf(m.notifications.levelAll) }).click();
    const leave = ben.page.getByRole('menuitem', { name: m.chat.leaveRoom });
    await expect(leave).toBeVisible();
    await picture(ben.page, `leave-room-menu-${locale}-1280`);
    await leave.click();

    const dialog = ben.page.getByRole('dialog', { name: m.chat.leaveRoomTitle(name) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(m.chat.leaveRoomPrivate)).toBeVisible();
    // Staying is the safe choice and has the focus.
    await expect(dialog.getByRole('button', { name: m.chat.stayInRoom })).toBeFocused();
    await expectNoSeriousA11yFindings(ben.page, `the leave room dialog (${locale})`);
    await picture(ben.page, `leave-room-dialog-${locale}-1280`);
    await dialog.getByRole('button', { name: m.chat.leaveRoom }).click();

    await expect(dialog).toBeHidden();
    await expect(ben.page.getByText(m.chat.leftRoomDetail(name))).toBeVisible();
    await expect(ben.page.getByRole('heading', { level: 1, name })).toBeHidden();
    const after = await data<{ memberIds: string[] }>(
      await anna.page.request.get(
        `/trpc/rooms.get?input=${encodeURIComponent(JSON.stringify({ roomId: room.id }))}`,
      ),
    );
    expect(after.memberIds).not.toContain(benId);
  });

  test(`a creator leaves their room on a phone from 'More' and hands it on (${locale}, 375)`, async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const anna = await member(browser, origin, {
      prefix: 'lv',
      locale,
      viewport: { width: 375, height: 740 },
    });
    const ben = await member(browser, origin, {
      prefix: 'lv',
      locale,
      viewport: { width: 375, height: 740 },
    });
    const benId = await idOf(ben.page);
    const name = `Runde ${Date.now().toString(36)}`;
    const room = await data<{ id: string }>(
      await trpcMutation(anna.page.request, origin, 'rooms.create', { name, isPrivate: true }),
    );
    await trpcMutation(anna.page.request, origin, 'rooms.invite', { roomId: room.id, userId: benId });

    await anna.page.goto(`/chat/${room.id}`);
    await expect(anna.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await anna.page.getByRole('button', { name: m.shell.more }).click();
    const leave = anna.page.getByRole('menuitem', { name: m.chat.leaveRoom });
    await leave.scrollIntoViewIfNeeded();
    await expect(leave).toBeVisible();
    await picture(anna.page, `leave-room-menu-${locale}-375`);
    await leave.click();

    const dialog = anna.page.getByRole('dialog', { name: m.chat.leaveRoomTitle(name) });
    await expect(dialog.getByText(m.chat.leaveRoomHandOver)).toBeVisible();
    await picture(anna.page, `leave-room-dialog-${locale}-375`);
    await dialog.getByRole('button', { name: m.chat.leaveRoom }).click();
    await expect(anna.page.getByText(m.chat.leftRoomDetail(name))).toBeVisible();
    const after = await data<{ createdBy: string; memberIds: string[] }>(
      await ben.page.request.get(
        `/trpc/rooms.get?input=${encodeURIComponent(JSON.stringify({ roomId: room.id }))}`,
      ),
    );
    expect(after).toMatchObject({ createdBy: benId, memberIds: [benId] });
  });
}
