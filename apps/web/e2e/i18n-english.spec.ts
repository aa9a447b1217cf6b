import { en } from '@nahbar/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectOnlyLanguage } from './language-scan';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, registerViaApi, trpcMutation, uniqueUsername } from './support';

/*
 * The English side of the language scans: with an English browser, the auth screen and the
 * chat's dialogs show no text of the German catalogue (the German specs check the other way).
 */
test.use({ locale: 'en-US' });

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string) {
  // At rest, so the check (and the picture) sees the resting state rather than a transition.
  await settled(page);
  await picture(page, `en-${name}`);
  expect(await hasHorizontalOverflow(page), `${name} scrolls sideways`).toBe(false);
}

/** Registers a member in the page's own context (signed in) and opens the Lobby. */
async function signedIn(page: Page, baseURL: string | undefined): Promise<string> {
  const username = uniqueUsername('english');
  await registerViaApi(page.request, baseURL ?? '', username);
  await page.goto('/chat');
  // Generous: the machine may be busy with other runs.
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible({ timeout: 30_000 });
  return username;
}

for (const viewport of VIEWPORTS) {
  const at = `${viewport.width}px`;

  test(`the auth screen at ${at} speaks English: sign-in, sign-up and their checks`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: en.auth.signInTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectOnlyLanguage('en', page);

    await page.getByRole('button', { name: en.auth.signIn }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expectOnlyLanguage('en', page);
    await shoot(page, `auth-login-errors-${viewport.width}`);

    await page.getByRole('tab', { name: en.auth.createAccount }).click();
    await expect(page.getByRole('heading', { name: en.auth.signUpTitle })).toBeVisible();
    await expectOnlyLanguage('en', page);
    await page.getByLabel('Username').fill('a!');
    await page.getByLabel('Username').blur();
    await expect(page.getByText(en.auth.usernameRules)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByLabel('Confirm password').fill('secret-2');
    await page.getByLabel('Confirm password').blur();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('combobox', { name: en.places.cityLabel }).fill('Ber');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectOnlyLanguage('en', page);
    await shoot(page, `auth-register-errors-${viewport.width}`);
  });

  test(`the search and create-room dialogs at ${at} speak English`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await signedIn(page, baseURL);
    const mobile = viewport.width < 768;
    const openMenu = async () => {
      // On phones the sidebar with its buttons is a drawer behind the menu button.
      if (mobile) await page.getByRole('button', { name: en.shell.openMenu }).click();
    };

    await openMenu();
    await page.getByRole('button', { name: en.search.title }).click();
    const search = page.getByRole('dialog', { name: en.search.title });
    await expect(search.getByText(en.search.startTyping)).toBeVisible();
    await expectOnlyLanguage('en', page);
    await search.getByRole('combobox', { name: en.search.inputLabel }).fill('lobby');
    await expect(search.getByRole('group', { name: /^Rooms, \d+\+? results?$/ })).toBeVisible();
    await expectOnlyLanguage('en', page);
    await shoot(page, `search-results-${viewport.width}`);
    for (const tab of [en.search.tabMessages, en.search.tabUsers, en.search.tabRooms]) {
      await search.getByRole('tab', { name: tab }).click();
      await expectOnlyLanguage('en', page);
    }
    await search.getByRole('combobox').fill('qxzvw');
    await search.getByRole('tab', { name: en.search.tabAll }).click();
    await expect(search.getByText(en.search.noResults('qxzvw'))).toBeVisible();
    await expectOnlyLanguage('en', page);
    await shoot(page, `search-nothing-${viewport.width}`);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    await openMenu();
    await page.getByRole('button', { name: en.sidebar.createRoom }).click();
    const create = page.getByRole('dialog', { name: en.sidebar.createRoom });
    await expect(create.getByText(en.sidebar.privateRoomHint)).toBeVisible();
    await create.getByRole('button', { name: en.sidebar.createRoom }).click();
    await expect(create.getByText(en.chat.roomNameRequired)).toBeVisible();
    await expectOnlyLanguage('en', page);
    await shoot(page, `create-room-${viewport.width}`);

    const name = `Cinema ${viewport.width} ${Date.now().toString(36)}`;
    await create.getByLabel(en.sidebar.roomName).fill(name);
    await create.getByRole('button', { name: en.sidebar.createRoom }).click();
    // The toast lasts 5 s: it is checked first.
    await expect(page.getByText(en.chat.roomCreated, { exact: true })).toBeVisible();
    await expectOnlyLanguage('en', page);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });
}

test('a member who chose English keeps it on the account, whatever the browser says', async ({
  browser,
  baseURL,
}) => {
  // A German browser whose member switched to English: the scan must find no German either.
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const username = uniqueUsername('chose_en');
  await registerViaApi(page.request, baseURL ?? '', username);
  await trpcMutation(page.request, baseURL ?? '', 'auth.setLocale', { locale: 'en' });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Lobby', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Control+K');
  const search = page.getByRole('dialog', { name: en.search.title });
  await expect(search.getByText(en.search.startTyping)).toBeVisible();
  await expectOnlyLanguage('en', page);
  await context.close();
});
