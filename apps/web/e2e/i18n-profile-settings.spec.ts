import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { expectOnlyLanguage } from './language-scan';
import { gradientPng } from './photo-support';
import { picture } from './pictures';
import { addProfilePhotoViaApi, ownUserId } from './profile-support';
import { settled } from './settled';
import { hasHorizontalOverflow, PASSWORD, trpcMutation, uniqueUsername } from './support';

/*
 * The profile page and every settings tab in German (no English left), audited by axe at a
 * phone's and a desktop's width, and pictured at 375, 768 and 1280 px to be looked at.
 */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const AUDITED_WIDTHS: ReadonlySet<number> = new Set([375, 1280]);

interface Person {
  username: string;
  id: string;
  page: Page;
}

/** A German-speaking member with a context of their own (CSP bypassed for axe). */
async function person(browser: Browser, origin: string, prefix: string, gender: 'male' | 'female') {
  const context = await browser.newContext({ baseURL: origin, locale: 'de-DE', bypassCSP: true });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await trpcMutation(page.request, origin, 'auth.register', {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    age: 29,
    gender,
    location: 'Wien',
    latitude: 48.2082,
    longitude: 16.3738,
  });
  return { username, id: await ownUserId(page), page };
}

/** German only, no sideways scrolling, axe clean at 375 and 1280, and a picture at each width. */
async function checkScreen(page: Page, name: string) {
  await expectOnlyLanguage('de', page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // At rest, so the check (and the picture) sees the resting state rather than a transition.
    await settled(page);
    await picture(page, `de-${name}-${viewport.width}`, { fullPage: true });
    expect
      .soft(await hasHorizontalOverflow(page), `${name} at ${viewport.width}px scrolls sideways`)
      .toBe(false);
    if (AUDITED_WIDTHS.has(viewport.width))
      await expectNoSeriousA11yFindings(page, `${name} ${viewport.width}`);
  }
}

test('the profile page and the settings read in German, fit and pass axe', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const lena: Person = await person(browser, origin, 'de_lena', 'female');
  const jonas: Person = await person(browser, origin, 'de_jonas', 'male');
  await addProfilePhotoViaApi(jonas.page, origin, 'see.png', gradientPng(480, 480));
  await addProfilePhotoViaApi(jonas.page, origin, 'berg.png', gradientPng(640, 420));
  await addProfilePhotoViaApi(jonas.page, origin, 'stadt.png', gradientPng(420, 640));
  const { page } = lena;

  // Another member's profile.
  await page.goto(`/profile/${jonas.id}`);
  await expect(page.getByRole('heading', { name: jonas.username, level: 2 })).toBeVisible();
  await expect(page.getByText('29 Jahre alt')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fotos (3)' })).toBeVisible();
  await expect(page.getByText('Hauptfoto')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Blockieren' })).toBeVisible();
  await checkScreen(page, 'profile-other');

  // One's own.
  await page.goto(`/profile/${lena.id}`);
  await expect(page.getByRole('link', { name: 'In den Einstellungen bearbeiten' })).toBeVisible();
  await checkScreen(page, 'profile-self');

  // A member one blocked.
  await trpcMutation(page.request, origin, 'blocks.block', {
    userId: jonas.id,
    reason: 'Schreibt ständig Werbung',
  });
  await page.goto(`/profile/${jonas.id}`);
  await expect(page.getByText('Du hast dieses Mitglied blockiert')).toBeVisible();
  await checkScreen(page, 'profile-blocked');

  // No such member.
  await page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Mitglied nicht gefunden' })).toBeVisible();
  await checkScreen(page, 'profile-not-found');

  // The settings, tab by tab.
  await page.goto('/settings?tab=location');
  await expect(page.getByRole('tab', { name: 'Standort', selected: true })).toBeVisible();
  await checkScreen(page, 'settings-location');

  await page.getByRole('tab', { name: 'Privatsphäre' }).click();
  await expect(page).toHaveURL(/tab=privacy/);
  await page.getByRole('switch', { name: 'Dein Alter zeigen' }).click();
  await expect(page.getByRole('button', { name: 'Privatsphäre-Einstellungen speichern' })).toBeVisible();
  await checkScreen(page, 'settings-privacy');

  await page.getByRole('tab', { name: 'Blockiert' }).click();
  await expect(page.getByText('Grund: Schreibt ständig Werbung')).toBeVisible();
  await page.getByRole('button', { name: 'Blockieren', exact: true }).click();
  await expect(page.getByText('Bitte gib einen Benutzernamen ein')).toBeVisible();
  await checkScreen(page, 'settings-blocked');

  await page.getByRole('tab', { name: 'Filter' }).click();
  await page.getByRole('textbox', { name: 'Min.', exact: true }).fill('60');
  await page.getByRole('textbox', { name: 'Max.', exact: true }).fill('30');
  await expect(page.getByText('Das Mindestalter darf nicht über dem Höchstalter liegen')).toBeVisible();
  await checkScreen(page, 'settings-filters');

  // Signed out.
  await trpcMutation(page.request, origin, 'auth.logout', {});
  await page.goto('/settings');
  await expect(page.getByText('Bitte melde dich an, um deine Profileinstellungen zu öffnen')).toBeVisible();
  await checkScreen(page, 'settings-signed-out');
});
