import { expect, type Page, test } from '@playwright/test';
import { type Member, memberInBrowser } from './chat-support';
import { PASSWORD } from './support';
import { toasts } from './toast-support';

/*
 * Toasts (first-week issue; chat spec §2, §9): they stack, newest on top, three at most; a swipe
 * to the right dismisses one; a toast about an action gives way to the next about the same
 * action; the settings' toasts go with the settings screen.
 */
const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

async function settingsAccount(page: Page) {
  await page.goto('/settings?tab=account');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
}

async function tryPasswordChange(page: Page, current: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill('neues-passwort-9');
  await page.getByLabel('Confirm new password').fill('neues-passwort-9');
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('toasts stack newest on top, three at most, and a swipe to the right dismisses one', async ({
  browser,
  baseURL,
}) => {
  const anna = await memberInBrowser(browser, baseURL ?? '', 'ts_anna');
  members.push(anna);
  const { page } = anna;
  // The photos and GDPR tabs once, so that their code is here when the toasts come quickly.
  await page.goto('/settings?tab=photos');
  await expect(page.getByText('No photos yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'GDPR', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await page.getByRole('tab', { name: 'Account', exact: true }).click();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toasts(page).filter({ hasText: 'Password Required' })).toBeVisible();
  await tryPasswordChange(page, 'not-my-password');
  await expect(toasts(page).filter({ hasText: 'Failed to change password' })).toBeVisible();
  await page.getByRole('tab', { name: 'Photos', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(toasts(page).filter({ hasText: 'Please select an image file' })).toBeVisible();
  await expect(toasts(page)).toHaveCount(3);

  // A fourth pushes out the oldest; the newest is on top.
  await page.getByRole('tab', { name: 'GDPR', exact: true }).click();
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(toasts(page).first()).toContainText('Data Export Successful');
  await expect(toasts(page)).toHaveCount(3);
  await expect(toasts(page).nth(1)).toContainText('Please select an image file');
  await expect(toasts(page).nth(2)).toContainText('Failed to change password');

  // A short swipe springs back; 50 px and more to the right dismisses.
  const swipe = async (distance: number) => {
    const box = await toasts(page).first().boundingBox();
    if (!box) throw new Error('no toast to swipe');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + distance, y, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(20);
  await expect(toasts(page).first()).toContainText('Data Export Successful');
  await swipe(80);
  await expect(toasts(page).filter({ hasText: 'Data Export Successful' })).toHaveCount(0);
  await expect(toasts(page).first()).toContainText('Please select an image file');
});

test('after a successful password change no failure toast remains', async ({ browser, baseURL }) => {
  const ben = await memberInBrowser(browser, baseURL ?? '', 'ts_ben');
  members.push(ben);
  const { page } = ben;
  await settingsAccount(page);
  await tryPasswordChange(page, 'not-my-password');
  await expect(toasts(page).filter({ hasText: 'Failed to change password' })).toBeVisible();

  await tryPasswordChange(page, PASSWORD);
  // The success takes the failure's place at once: no waiting for the failure to run out.
  await expect(toasts(page).filter({ hasText: 'Password changed successfully' })).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Failed to change password' })).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
});

test('after deleting the account the sign-in screen shows no toast about the password', async ({
  browser,
  baseURL,
}) => {
  const cleo = await memberInBrowser(browser, baseURL ?? '', 'ts_cleo');
  members.push(cleo);
  const { page } = cleo;
  await settingsAccount(page);
  // Two of the settings' failures just before the deletion, still well within their 5 s.
  await tryPasswordChange(page, 'not-my-password');
  await expect(toasts(page).filter({ hasText: 'Failed to change password' })).toBeVisible();
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await deleteButton.click();
  await expect(toasts(page).filter({ hasText: 'Password Required' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await deleteButton.click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete for good' })
    .click();
  // The deletion's own toast takes the place of 'Password Required'.
  const deleted = toasts(page).filter({ hasText: 'Account Deleted' });
  await expect(deleted).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Password Required' })).toHaveCount(0);

  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible({ timeout: 5_000 });
  // The sign-in screen still tells what happened, and nothing of the settings' failures.
  await expect(deleted).toBeVisible();
  await expect(toasts(page).filter({ hasText: /password/i })).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
});
