import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { type Member, memberInBrowser } from './chat-support';
import { gradientPng } from './photo-support';
import { ownUserId } from './profile-support';
import { PASSWORD } from './support';
import { expectToast } from './toast-support';

/* The settings' profile, photos and account tabs (accounts spec §2, §4, §5, §8; issue 14). */
const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

async function pickProfilePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles(file);
}

test('an edited profile shows on the profile page', async ({ browser, baseURL }) => {
  const anna = await memberInBrowser(browser, baseURL ?? '', 'pf_anna');
  members.push(anna);
  const { page } = anna;
  const id = await ownUserId(page);

  await page.goto('/settings?tab=profile');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save profile' });
  // Save is enabled only once the form changed (accounts spec §2).
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Display name' }).fill('Anna Sonnenschein');
  await expect(save).toBeEnabled();
  await page.getByRole('textbox', { name: 'Age' }).fill('');
  await page.getByRole('textbox', { name: 'Bio' }).fill('x'.repeat(501));
  await expect(page.getByText('Bio must be less than 500 characters')).toBeVisible();
  await expect(page.getByText('501/500')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Bio' }).fill('Wandern, Kaffee\nund Kuchen.');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Non-binary' }).click();
  await page.getByRole('radio', { name: 'Women' }).check();
  await save.click();
  await expectToast(page, 'Profile updated successfully');
  await expect(save).toBeDisabled();
  // The empty age fell back to 18 (accounts spec §5).
  await expect(page.getByRole('textbox', { name: 'Age' })).toHaveValue('18');

  await page.getByRole('link', { name: 'View your profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`));
  await expect(page.getByRole('heading', { name: 'Anna Sonnenschein' })).toBeVisible();
  await expect(page.getByText('18 years old')).toBeVisible();
  await expect(page.getByText('Wandern, Kaffee')).toBeVisible();

  await page.goto('/settings?tab=profile');
  await expect(page.getByRole('radio', { name: 'Women' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('Non-binary');
});

test('photos: upload, the first becomes primary, set another primary, delete', async ({
  browser,
  baseURL,
}) => {
  const ben = await memberInBrowser(browser, baseURL ?? '', 'pf_ben');
  members.push(ben);
  const { page } = ben;
  await page.goto('/settings?tab=photos');
  await expect(page.getByText('No photos yet.')).toBeVisible();

  await pickProfilePhoto(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Please select an image file');

  await pickProfilePhoto(page, { name: 'lake.png', mimeType: 'image/png', buffer: gradientPng(320, 240) });
  await expectToast(page, 'Profile photo uploaded successfully');
  const grid = page.getByTestId('settings-photos');
  const lake = grid.locator('[data-primary]');
  await expect(lake.getByRole('img', { name: 'lake.png' })).toBeVisible();
  await expect(lake.getByText('Primary')).toBeVisible();

  await pickProfilePhoto(page, { name: 'hill.png', mimeType: 'image/png', buffer: gradientPng(240, 320) });
  await expectToast(page, 'Profile photo uploaded successfully');
  await expect(grid.getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Set hill.png as primary' }).click();
  await expectToast(page, 'Primary photo updated successfully');
  await expect(grid.locator('[data-primary]').getByRole('img', { name: 'hill.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set lake.png as primary' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete lake.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(grid.getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete lake.png' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Photo deleted successfully');
  await expect(grid.getByRole('img')).toHaveCount(1);

  // The profile page shows the primary photo.
  await page.goto(`/profile/${await ownUserId(page)}`);
  await expect(page.getByRole('heading', { name: 'Photos (1)' })).toBeVisible();
});

test('deleting the account signs out, and the old password no longer works', async ({ browser, baseURL }) => {
  const cleo = await memberInBrowser(browser, baseURL ?? '', 'pf_cleo');
  members.push(cleo);
  const { page } = cleo;
  await page.goto('/settings?tab=account');
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await deleteButton.click();
  await expect(page.getByText('Password confirmation is required')).toBeVisible();
  await expectToast(page, 'Please enter your password to confirm account deletion.');

  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The password is not correct')).toBeVisible();
  await expectToast(page, 'Deletion Failed');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Account Deleted')).toBeVisible();
  // On / after 2 s, signed out, with nothing of the member left in local storage.
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('nahbar_user'))).toBeNull();

  const login = await page.request.post('/trpc/auth.login', {
    data: { username: cleo.username, password: PASSWORD },
    headers: { Origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(false);
});

test('changing the password: the new one works, the old one no longer', async ({ browser, baseURL }) => {
  const dana = await memberInBrowser(browser, baseURL ?? '', 'pf_dana');
  members.push(dana);
  const { page } = dana;
  await page.goto('/settings?tab=account');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('neues-passwort-9');
  await page.getByLabel('Confirm new password').fill('neues-passwort-8');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('neues-passwort-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed successfully');

  const login = (password: string) =>
    page.request.post('/trpc/auth.login', {
      data: { username: dana.username, password },
      headers: { Origin: baseURL ?? '' },
    });
  expect((await login(PASSWORD)).ok()).toBe(false);
  expect((await login('neues-passwort-9')).ok()).toBe(true);
});

test('the GDPR tab downloads the data export as a named JSON file, and with photos as a ZIP', async ({
  browser,
  baseURL,
}) => {
  const emil = await memberInBrowser(browser, baseURL ?? '', 'pf_emil');
  members.push(emil);
  const { page } = emil;
  const id = await ownUserId(page);
  await page.goto('/settings?tab=gdpr');
  await expect(page.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(page.getByText('We answer within 30 days.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^nahbar-export-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  await expectToast(page, 'Data Export Successful');
  const path = await file.path();
  const exported: unknown = JSON.parse(await readFile(path, 'utf8'));
  expect(JSON.stringify(exported)).toContain(emil.username);

  // The same export with the photo files, as a ZIP.
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export with photos' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(new RegExp(`^nahbar-export-${id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('README.html'))).toBe(true);
});
