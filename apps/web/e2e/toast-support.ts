import { expect, type Page } from '@playwright/test';

/**
 * Waits for a toast and closes it. Toasts show one at a time (chat spec §9) and queue behind
 * each other for 5 s each, so a journey that leaves each open would find the next one only
 * after the earlier ones ran out, past an assertion's usual timeout.
 */
export async function expectToast(page: Page, text: string, closeName = 'Close'): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await toast.getByRole('button', { name: closeName }).click();
  await expect(toast).toBeHidden();
}
