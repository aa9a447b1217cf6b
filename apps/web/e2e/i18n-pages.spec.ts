import { de, en } from '@nahbar/contracts';
import { expect, type Page, test } from '@playwright/test';
import { picture } from './pictures';
import { settled } from './settled';
import { hasHorizontalOverflow, PASSWORD, registerViaApi, uniqueUsername } from './support';

test.use({ locale: 'de-DE' });

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** Every plain English text of the catalogue whose German differs: none of these may show. */
function englishOnlyTexts(): Set<string> {
  const english = en as unknown as Record<string, Record<string, unknown>>;
  const german = de as unknown as Record<string, Record<string, unknown>>;
  const texts = new Set<string>();
  for (const [area, leaves] of Object.entries(english)) {
    for (const [name, text] of Object.entries(leaves)) {
      if (typeof text === 'string' && text !== german[area]?.[name]) texts.add(text);
    }
  }
  return texts;
}
const ENGLISH = englishOnlyTexts();

/** The page's visible lines and its accessible names, placeholders and tooltips. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // innerText on purpose: what is rendered, one line per block, not hidden templates.
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    const lines = document.body.innerText.split('\n');
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [...lines, ...attributes].map((text) => text.trim()).filter(Boolean);
  });
}

async function expectNoEnglish(page: Page) {
  const leaked = (await shownTexts(page)).filter((text) => ENGLISH.has(text));
  expect(leaked, 'English texts on a German page').toEqual([]);
}

async function shoot(page: Page, name: string, fullPage = true) {
  // At rest, so the check (and the picture) sees the resting state rather than a transition.
  await settled(page);
  await picture(page, `de-${name}`, { fullPage });
  expect(await hasHorizontalOverflow(page), `${name} scrolls sideways`).toBe(false);
}

test('the auth screen speaks German: sign-in, its checks and a refused password', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Registered from a context of its own, so the page stays signed out.
  const username = uniqueUsername('de_login');
  const origin = baseURL ?? '';
  const request = await playwright.request.newContext({ baseURL: origin });
  await registerViaApi(request, origin, username);
  await request.dispose();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(de.auth.tagline)).toBeVisible();

  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Bitte gib einen Benutzernamen ein')).toBeVisible();
  await expect(page.getByText('Bitte gib ein Passwort ein')).toBeVisible();
  await expectNoEnglish(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, `auth-login-errors-${viewport.width}`);
  }

  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Anmeldung fehlgeschlagen')).toBeVisible();
  await expect(page.getByText('Benutzername oder Passwort ist falsch')).toBeVisible();
  await expectNoEnglish(page);
});

test('the sign-up form speaks German, its checks too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Bei Nahbar mitmachen' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Konto erstellen' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Benutzername').fill('a!');
  await page.getByLabel('Benutzername').blur();
  await expect(page.getByText(de.auth.usernameRules)).toBeVisible();
  await page.getByLabel('Benutzername').fill(uniqueUsername('de_join'));
  await expect(page.getByText('Der Benutzername ist frei!')).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(`${PASSWORD}x`);
  await page.getByLabel('Passwort wiederholen').blur();
  await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  await expect(page.getByLabel('Alter', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Alter', { exact: true }).locator('option').first()).toHaveText(
    'Wähle dein Alter',
  );
  await page.getByLabel('Alter', { exact: true }).selectOption('29');
  await expect(page.getByRole('radio', { name: 'Weiblich' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Männlich' })).toBeVisible();
  await page.getByRole('radio', { name: 'Männlich' }).check();
  await expectNoEnglish(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, `auth-register-errors-${viewport.width}`);
  }
});

test('switching the language changes the auth screen at once and lasts across a reload', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/');
  const switcher = page.getByRole('radiogroup', { name: 'Sprache' });
  await expect(switcher).toBeVisible();
  await expect(switcher).toBeInViewport();

  await switcher.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('nahbar_locale'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishSwitcher = page.getByRole('radiogroup', { name: 'Language' });
  await expect(englishSwitcher.getByRole('radio', { name: 'English' })).toBeChecked();

  await englishSwitcher.getByText('Deutsch', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('nahbar_locale'))).toBe('de');
});

test('the privacy policy reads in German', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 })).toBeVisible();
  const today = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  await expect(page.getByText(`Stand: ${today}`)).toBeVisible();
  for (const title of [
    '1. Einleitung',
    '2. Welche Daten wir erheben',
    '3. Wofür wir deine Daten verwenden',
    '4. Deine Rechte nach der DSGVO',
    '5. Datensicherheit und Speicherdauer',
    '6. Kontakt und Beschwerden',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(
    page.getByText('innerhalb von 30 Tagen auf Englisch, Deutsch, Französisch oder Spanisch'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('link', { name: 'Zurück zum Chat' })).toBeVisible();
  await expectNoEnglish(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // A screen at a time: the whole policy is too long a picture to read.
    const screens = await page.evaluate(() => Math.ceil(document.body.scrollHeight / window.innerHeight));
    for (let screen = 0; screen < screens; screen += 1) {
      await page.evaluate((top) => window.scrollTo(0, top), screen * viewport.height);
      await shoot(page, `privacy-policy-${viewport.width}-${screen + 1}`, false);
    }
  }
});

test('the not-found page reads in German', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expectNoEnglish(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, `not-found-${viewport.width}`);
  }
  await page.getByRole('link', { name: 'Zurück zum Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
});
