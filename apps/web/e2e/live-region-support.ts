import type { Page } from '@playwright/test';

type Listening = Window & { heardInLiveRegion?: string[] };

/**
 * Starts keeping every text the chat's live region says. It clears itself after a second
 * (chat spec §2), too soon to be sure a poll sees it; kept, it tells the test that an event
 * reached the page and was rendered.
 */
export async function listenToLiveRegion(page: Page): Promise<void> {
  await page.getByTestId('live-region').evaluate((region) => {
    const heard: string[] = [];
    (window as Listening).heardInLiveRegion = heard;
    new MutationObserver(() => {
      if (region.textContent) heard.push(region.textContent);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

/** What the live region has said since `listenToLiveRegion`. */
export function heardInLiveRegion(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Listening).heardInLiveRegion ?? []);
}
