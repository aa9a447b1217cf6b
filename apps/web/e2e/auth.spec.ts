import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueUsername } from './support';

test('a new member registers, logs out, signs in, and a wrong password is refused', async ({ page }) => {
  const username = uniqueUsername('e2e');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // Register.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Join Nahbar' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create account' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is available!')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Age', { exact: true }).selectOption('29');
  await page.getByRole('radio', { name: 'Female' }).check();
  // Free text is allowed (accounts spec §5); picking a suggestion is the places journey's business.
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Graz');
  await city.press('Escape');
  await expect(submit).toBeEnabled();
  await submit.click();

  // The chat frame, with the user stored for the next visit. Without a saved room the first
  // room opens (chat-core §4).
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('nahbar_user'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ username, displayName: username });

  // The session survives a reload: the cookie, not the stored copy, is the truth.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();

  // Log out.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('nahbar_user'))).toBeNull();

  // The name is now taken.
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign in' }).click();

  // Sign in again.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  // A wrong password.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('the sign-in form names its required fields', async ({ page }) => {
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test('visitors are sent from /admin to the chat and see the auth screen on /friends', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.goto('/friends');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
