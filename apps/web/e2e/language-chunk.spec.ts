import { expect, test } from '@playwright/test';
import { RELOADS_KEY } from '../src/lib/reload-to-retry';

// The worker's own fetches would bypass the refusals below.
test.use({ locale: 'de-DE', serviceWorkers: 'block' });

/*
 * The member's language is a chunk of its own (src/i18n/catalogues.ts), and the app renders
 * once it is in. On a flaky link that fetch may fail, and the browser then fails every later
 * import of it on that page: the page must not stay blank.
 */
test('a language chunk that fails to load is fetched again after a reload, and the page shows', async ({
  page,
}) => {
  let loads = 0;
  let refused = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads += 1;
  });
  // Every fetch of the chunk during the first load fails (the early script's preload, the app's import).
  await page.route(/\/assets\/de-[\w-]+\.js/, (route) => {
    if (loads > 1) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Anmelden' }).first()).toBeVisible({ timeout: 20_000 });
  expect(refused).toBeGreaterThanOrEqual(1);
  expect(loads).toBe(2);
  // The next failure, another day, starts from the shortest wait again.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOADS_KEY)).toBeNull();
});
