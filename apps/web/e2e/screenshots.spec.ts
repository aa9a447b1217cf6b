import { expect, type Page, test } from '@playwright/test';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, PASSWORD, registerViaApi, trpcMutation, uniqueUsername } from './support';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string, fullPage = true) {
  // At rest, so the check (and the picture) sees the resting state rather than a transition.
  await settled(page);
  await picture(page, name, { fullPage });
  expect(await hasHorizontalOverflow(page), `${name} scrolls sideways`).toBe(false);
}

const username = uniqueUsername('shot');

test.beforeAll(async ({ playwright, baseURL }) => {
  const origin = baseURL ?? '';
  const request = await playwright.request.newContext({ baseURL: origin });
  await registerViaApi(request, origin, username);
  await request.dispose();
});

for (const viewport of VIEWPORTS) {
  test(`auth screen at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await shoot(page, `auth-login-${viewport.width}`);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Join Nahbar' })).toBeVisible();
    await shoot(page, `auth-register-${viewport.width}`);
  });

  test(`chat frame at ${viewport.width}px`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await trpcMutation(page.request, baseURL ?? '', 'auth.login', { username, password: PASSWORD });
    await page.goto('/chat');
    // The first room opens when none is saved (chat-core §4).
    await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible();
    await shoot(page, `chat-${viewport.width}`);
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Chats' });
      await expect(drawer.getByText(username, { exact: true })).toBeVisible();
      await drawer.getByRole('tab', { name: 'Private' }).click();
      await expect(drawer.getByText('No private chats yet')).toBeVisible();
      await shoot(page, `chat-drawer-${viewport.width}`);
    } else {
      await page.getByRole('tab', { name: 'Private' }).click();
      await expect(page.getByText('No private chats yet')).toBeVisible();
      await shoot(page, `chat-private-${viewport.width}`);
    }
  });
}

test('privacy policy at 375px', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Your GDPR Rights' })).toBeVisible();
  await shoot(page, 'privacy-policy-375-top', false);
  await page.getByRole('heading', { name: 'Contact & Complaints' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shoot(page, 'privacy-policy-375-end', false);
});

test('registration feedback and page frames at 375px', async ({ page, baseURL }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Username is already taken')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByLabel('Confirm password').fill('secret-2');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await shoot(page, 'auth-register-errors-375');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await shoot(page, 'not-found-375');

  await trpcMutation(page.request, baseURL ?? '', 'auth.login', { username, password: PASSWORD });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await shoot(page, 'settings-frame-375');
});
