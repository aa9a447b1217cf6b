import { en } from '@nahbar/contracts';
import { expect, test } from '@playwright/test';
import { shortcutList } from '../src/features/shortcuts/shortcut-list';
import { composer } from './chat-support';
import { registerViaApi, uniqueUsername } from './support';

test("'?' lists the shortcuts; Escape closes the list and gives focus back", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerViaApi(page.request, baseURL ?? '', uniqueUsername('keys'));
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: en.shortcuts.title });

  // While typing, '?' is a character of the message, not a shortcut.
  await composer(page).click();
  await page.keyboard.press('Shift+?');
  await expect(composer(page)).toHaveValue('?');
  await expect(dialog).toBeHidden();
  await composer(page).fill('');

  const opener = page.getByRole('button', { name: en.shell.toggleUserList });
  await opener.focus();
  await page.keyboard.press('Shift+?');
  await expect(dialog).toBeVisible();

  // Every shortcut, in order, with what it does and the keys to press (Ctrl off Apple keyboards).
  const platform = await page.evaluate(() => navigator.platform);
  const expected = shortcutList(platform).map(({ keys, does }) => ({ does: en.shortcuts[does], keys }));
  expect(expected.length).toBeGreaterThan(5);
  await expect(dialog.locator('dt')).toHaveText(expected.map(({ does }) => does));
  const rows = dialog.locator('dd');
  await expect(rows).toHaveCount(expected.length);
  for (const [index, { keys }] of expected.entries()) {
    await expect(rows.nth(index).locator('kbd')).toHaveText(keys);
  }
  await expect(dialog.locator('dd').nth(1).locator('kbd')).toHaveText(['Ctrl', 'K']);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // '/' then jumps to the message box.
  await page.keyboard.press('/');
  await expect(composer(page)).toBeFocused();
  await expect(composer(page)).toHaveValue('');
});
