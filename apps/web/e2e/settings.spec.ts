import { expect, test } from '@playwright/test';
import { type Member, memberInBrowser } from './chat-support';
import { ownUserId } from './profile-support';
import { expectToast } from './toast-support';

/* The settings' privacy, blocked and filters tabs (accounts spec §2, §5, §8; issue 12). */
const members: Member[] = [];
test.afterEach(async () => {
  for (const member of members.splice(0)) await member.context.close();
});

test('turning off "Show your age" hides the age from others', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const anna = await memberInBrowser(browser, origin, 'st_anna');
  const ben = await memberInBrowser(browser, origin, 'st_ben');
  members.push(anna, ben);
  const annaProfile = `/profile/${await ownUserId(anna.page)}`;
  await ben.page.goto(annaProfile);
  await expect(ben.page.getByRole('heading', { name: anna.username, level: 2 })).toBeVisible();
  await expect(ben.page.getByText('31 years old')).toBeVisible();

  await anna.page.goto('/settings?tab=privacy');
  await expect(anna.page.getByRole('tab', { name: 'Privacy', selected: true })).toBeVisible();
  const save = anna.page.getByRole('button', { name: 'Save privacy settings' });
  const showAge = anna.page.getByRole('switch', { name: 'Show your age' });
  await expect(showAge).toBeChecked();
  // The save control appears only after a change (accounts spec §2), and goes when undone.
  await expect(save).toHaveCount(0);
  await showAge.click();
  await expect(showAge).not.toBeChecked();
  await expect(save).toBeVisible();
  await showAge.click();
  await expect(save).toHaveCount(0);
  await showAge.click();
  await save.click();
  await expectToast(anna.page, 'Privacy settings updated successfully');
  await expect(save).toHaveCount(0);

  await anna.page.reload();
  await expect(anna.page.getByRole('switch', { name: 'Show your age' })).not.toBeChecked();
  await ben.page.reload();
  await expect(ben.page.getByRole('heading', { name: anna.username, level: 2 })).toBeVisible();
  await expect(ben.page.getByText('years old')).toHaveCount(0);
});

test('blocking by username and unblocking in the blocked tab', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const anna = await memberInBrowser(browser, origin, 'st_block');
  const ben = await memberInBrowser(browser, origin, 'st_blocked');
  members.push(anna, ben);
  await anna.page.goto('/settings?tab=blocked');
  await expect(anna.page.getByText("You haven't blocked anyone.")).toBeVisible();

  const block = anna.page.getByRole('button', { name: 'Block', exact: true });
  await block.click();
  await expect(anna.page.getByText('Please enter a username')).toBeVisible();

  await anna.page.getByLabel('Username').fill(`@${ben.username}`);
  await anna.page.getByLabel('Reason (optional)').fill('Spam');
  await expect(anna.page.getByText('4/200')).toBeVisible();
  await block.click();
  await expectToast(anna.page, 'User blocked successfully');
  const list = anna.page.getByRole('region', { name: 'Blocked members' });
  await expect(list.getByText(`@${ben.username}`)).toBeVisible();
  await expect(list.getByText('Reason: Spam')).toBeVisible();
  await expect(list.getByText(/^Blocked on /)).toBeVisible();
  await expect(anna.page.getByLabel('Username')).toHaveValue('');

  // A username nobody has is refused with the server's reason under the spec's title.
  await anna.page.getByLabel('Username').fill('nobody_has_this_name');
  await block.click();
  await expectToast(anna.page, 'Failed to block user');

  await list.getByRole('button', { name: `Unblock ${ben.username}` }).click();
  await expectToast(anna.page, 'User unblocked successfully');
  await expect(anna.page.getByText("You haven't blocked anyone.")).toBeVisible();
});

test('contact filters refuse a minimum age above the maximum and save a valid range', async ({
  browser,
  baseURL,
}) => {
  const anna = await memberInBrowser(browser, baseURL ?? '', 'st_filter');
  members.push(anna);
  await anna.page.goto('/settings?tab=filters');
  const save = anna.page.getByRole('button', { name: 'Save filters' });
  const min = anna.page.getByRole('textbox', { name: 'Min', exact: true });
  const max = anna.page.getByRole('textbox', { name: 'Max', exact: true });
  await expect(min).toHaveValue('18');
  await expect(max).toHaveValue('99');
  await expect(save).toBeDisabled();

  await min.fill('60');
  await max.fill('30');
  await expect(anna.page.getByText('Minimum age must be less than or equal to maximum age')).toBeVisible();
  await expect(save).toBeDisabled();

  await max.fill('70');
  await expect(anna.page.getByText('Minimum age must be less than or equal to maximum age')).toHaveCount(0);
  await anna.page.getByText('Women', { exact: true }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(anna.page, 'Contact filters updated successfully');
  await expect(save).toBeDisabled();

  await anna.page.reload();
  await expect(min).toHaveValue('60');
  await expect(max).toHaveValue('70');
  await expect(anna.page.getByRole('radio', { name: 'Women' })).toBeChecked();
});

test('a visitor is asked to log in, with a way back to the chat', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByText('Please log in to access profile settings')).toBeVisible();
  await page.getByRole('link', { name: 'Back to chat' }).last().click();
  await expect(page).toHaveURL(/\/chat$/);
});
