import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings } from './axe';
import { expectOnlyLanguage } from './language-scan';
import { gradientPng } from './photo-support';
import { picture } from './pictures';
import { addProfilePhotoViaApi } from './profile-support';
import { settled } from './settled';
import { hasHorizontalOverflow, PASSWORD, trpcMutation, uniqueUsername } from './support';

/*
 * The settings' profile, photos, account and GDPR tabs and the cookie consent overlay in German
 * (no English left), audited by axe at 375 and 1280 px, and pictured at 375, 768 and 1280 px.
 */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const AUDITED_WIDTHS: ReadonlySet<number> = new Set([375, 1280]);

async function checkScreen(page: Page, name: string) {
  await expectOnlyLanguage('de', page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // At rest, so the check sees the resting layout rather than a transition.
    await settled(page);
    await picture(page, `de-${name}-${viewport.width}`, { fullPage: true });
    expect
      .soft(await hasHorizontalOverflow(page), `${name} at ${viewport.width}px scrolls sideways`)
      .toBe(false);
    if (AUDITED_WIDTHS.has(viewport.width))
      await expectNoSeriousA11yFindings(page, `${name} ${viewport.width}`);
  }
}

test('the new settings tabs and the cookie overlay read in German, fit and pass axe', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? '';
  // No cookie choice yet: the overlay shows first.
  const context = await browser.newContext({
    baseURL: origin,
    locale: 'de-DE',
    bypassCSP: true,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await trpcMutation(page.request, origin, 'auth.register', {
    username: uniqueUsername('de_mia'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    age: 27,
    gender: 'female',
    location: 'Wien',
  });
  await addProfilePhotoViaApi(page, origin, 'donau.png', gradientPng(480, 360));
  await addProfilePhotoViaApi(page, origin, 'alpen.png', gradientPng(360, 480));

  await page.goto('/settings?tab=profile');
  const overlay = page.getByRole('dialog', { name: /Cookies bei Nahbar|Cookie-Einstellungen/ });
  await expect(overlay.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeVisible();
  await checkScreen(page, 'cookie-overlay');
  await overlay.getByRole('button', { name: 'Anpassen' }).click();
  await expect(page.getByRole('switch', { name: /^Notwendig/ })).toBeDisabled();
  await checkScreen(page, 'cookie-settings');
  await overlay.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(overlay).toHaveCount(0);

  await expect(page.getByRole('tab', { name: 'Profil', selected: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Über mich' }).fill('x'.repeat(501));
  await expect(page.getByText('Deine Beschreibung darf höchstens 500 Zeichen lang sein')).toBeVisible();
  await checkScreen(page, 'settings-profile');

  await page.getByRole('tab', { name: 'Fotos' }).click();
  await expect(page.getByText('Hauptfoto', { exact: true })).toBeVisible();
  await checkScreen(page, 'settings-photos');

  await page.getByRole('tab', { name: 'Konto' }).click();
  await page.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await expect(page.getByText('Die Bestätigung mit deinem Passwort ist erforderlich')).toBeVisible();
  // The toast too, so the checks below see it at rest rather than fading in.
  await expect(page.getByText('Passwort erforderlich', { exact: true })).toBeVisible();
  await checkScreen(page, 'settings-account');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Mein Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dein Konto löschen?' });
  await expect(dialog).toBeVisible();
  await checkScreen(page, 'settings-account-confirm');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('tab', { name: 'DSGVO' }).click();
  await expect(page.getByText('Wir antworten innerhalb von 30 Tagen.')).toBeVisible();
  await checkScreen(page, 'settings-gdpr');
  await context.close();
});
