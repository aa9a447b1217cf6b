import { de } from '@nahbar/contracts';
import { expect, type Route, test } from '@playwright/test';
import { RELOADS_KEY } from '../src/lib/reload-to-retry';
import { settled } from './settled';
import { registerViaApi, trpcMutation, uniqueUsername } from './support';

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

/*
 * The areas only lazy screens and dialogs show are a second chunk (LATER_AREAS in contracts),
 * fetched once the first screen is up: the chat shows without it, and a lazy screen waits for
 * it rather than render without its texts.
 */
test('the chat shows while the later texts are held back; settings show once they arrive', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await registerViaApi(page.request, origin, uniqueUsername('later'));
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/later-de-[\w-]+\.js/, (route) => {
    if (!holding) return route.continue();
    held.push(route);
  });
  const roomName = `Später ${Date.now().toString(36)}`;
  const created = await trpcMutation(page.request, origin, 'rooms.create', {
    name: roomName,
    isPrivate: false,
  });
  const { result } = (await created.json()) as { result: { data: { id: string } } };

  await page.goto(`/chat/${result.data.id}`);
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible();
  // Asked for once the screen is up, and held here; neither the page nor the early script
  // preloads it.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const html = await (await page.request.get('/chat')).text();
  const early = /src="(\/assets\/early-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
  expect(early).not.toBe('');
  expect(html).not.toContain('later-');
  expect(await (await page.request.get(early)).text()).not.toContain('later-');

  const settingsPage = page.waitForEvent('requestfinished', (request) =>
    /\/assets\/settings-page-[\w-]+\.js$/.test(request.url()),
  );
  await page.goto('/settings');
  await expect.poll(() => held.length).toBeGreaterThan(1);
  // The sentinel: the settings page's own module is in and has run (an import of it here resolves
  // after the app's), and the page has rendered since. Were the screen not waiting for the later
  // texts, it would show by now.
  const moduleUrl = (await settingsPage).url();
  await page.evaluate(async (url) => {
    await import(url);
  }, moduleUrl);
  await settled(page);
  await expect(page.getByRole('tablist', { name: 'Bereiche der Einstellungen' })).toHaveCount(0);
  // Nor has it tried to render without them (its texts missing, it would show the error page).
  await expect(page.getByRole('heading', { name: de.pages.errorTitle })).toHaveCount(0);
  holding = false;
  // The first page's request went with it.
  for (const route of held.splice(0)) await route.continue().catch(() => undefined);
  await expect(page.getByRole('tablist', { name: 'Bereiche der Einstellungen' })).toBeVisible();
});
