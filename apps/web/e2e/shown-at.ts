import type { Page } from '@playwright/test';

const KEY = 'e2e-shown-at';

/**
 * From the page's next load on, notes the browser's time (ms since the epoch) at which `text`
 * first shows in it. Kept in sessionStorage, so a reload or a navigation on the way keeps it.
 */
export async function noteWhenShown(page: Page, text: string): Promise<void> {
  await page.addInitScript(
    ({ key, wanted }) => {
      const check = () => {
        if (sessionStorage.getItem(key) === null && document.body?.textContent?.includes(wanted)) {
          sessionStorage.setItem(key, String(Date.now()));
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { key: KEY, wanted: text },
  );
}

/** When the text `noteWhenShown` waits for first showed; fails if it has not shown. */
export async function shownAt(page: Page): Promise<number> {
  const noted = await page.evaluate((key) => sessionStorage.getItem(key), KEY);
  if (noted === null) throw new Error('the text has not shown');
  return Number(noted);
}
