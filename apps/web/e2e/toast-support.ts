import { expect, type Locator, type Page } from '@playwright/test';

/** The toasts on the page, newest first (they stack at the bottom right, newest on top). */
export function toasts(page: Page): Locator {
  return page.locator('.mantine-Notification-root');
}

/**
 * Waits for a toast and closes it. Toasts stack, three at most, each for 5 s: a journey that
 * leaves each open would find an older one pushed out by the next three, or one text twice.
 */
export async function expectToast(page: Page, text: string, closeName = 'Close'): Promise<void> {
  const toast = toasts(page).filter({ hasText: text });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  // A pointer on the toast holds it: on a busy machine its 5 s could otherwise run out between
  // finding it and the click.
  await toast.hover();
  await toast.getByRole('button', { name: closeName }).click();
  await expect(toast).toBeHidden();
}
