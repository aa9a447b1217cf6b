import type { Page } from '@playwright/test';
import { settled } from './settled';

/**
 * Pictures of screens are for people to look at, not checks: they are taken only with
 * E2E_SCREENSHOTS=1 (the journeys' assertions run either way). They land here.
 */
export const PICTURES_WANTED = process.env.E2E_SCREENSHOTS === '1';
export const PICTURE_DIR = 'test-results/screenshots';

/** Saves a picture of the page once it is at rest, when pictures are wanted. */
export async function picture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!PICTURES_WANTED) return;
  await settled(page);
  await page.screenshot({ path: `${PICTURE_DIR}/${name}.png`, fullPage: options.fullPage ?? false });
}
