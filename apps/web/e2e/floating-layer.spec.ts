import { expect, type Page, type Route, test } from '@playwright/test';
import { createRoomViaApi, memberInBrowser, openRoom } from './chat-support';
import { afterPageTimer, TOOLTIP_OPEN_DELAY_MS } from './settled';

// The worker's own fetches would bypass the hold below.
test.use({ serviceWorkers: 'block' });

/**
 * Menus, popovers and tooltips come with the floating layer (packages/ui/src/floating), a chunk
 * the chat screen loads once it is up. Held back here, the screen must still be usable: a press
 * opens its menu as soon as the layer arrives, and no button is mounted again under a member's
 * pointer or focus when it does.
 */
async function holdFloatingLayer(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/floating-parts-[\w-]+\.js/, (route) => {
    if (!holding) return route.continue();
    held.push(route);
  });
  return {
    /** How many requests for the layer are held: while one is, its code is not in the page. */
    held: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Marks an element's DOM node, to tell later whether it is still the same node. */
async function mark(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).evaluate((element) => {
    (element as HTMLElement & { floatingMark?: boolean }).floatingMark = true;
  });
}

async function stillMarked(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole('button', { name, exact: true })
    .evaluate((element) => (element as HTMLElement & { floatingMark?: boolean }).floatingMark === true);
}

test('a menu pressed before the floating layer arrives opens when it does; tooltips keep their buttons', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await memberInBrowser(browser, baseURL ?? '', 'float');
  const layer = await holdFloatingLayer(page);
  const roomName = `Floating ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(page, baseURL ?? '', roomName);
  await openRoom(page, roomId, roomName);

  const language = page.getByRole('button', { name: 'Language', exact: true });
  await expect(language).toHaveAttribute('aria-haspopup', 'menu');
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await mark(page, 'Search');

  await language.click();
  // Nothing to show yet: the page has asked for the layer and the request is held here, so no
  // menu's code is in the page; the press itself rendered before the click returned (a click's
  // updates render within its event).
  await expect.poll(layer.held).toBeGreaterThan(0);
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(language).toHaveAttribute('aria-expanded', 'false');

  await layer.release();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
  // The pointer rests on the button past the tooltip's delay: no hint covers the open menu.
  await language.hover();
  await afterPageTimer(page, TOOLTIP_OPEN_DELAY_MS);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(language).toBeFocused();
  // Back on the button by keyboard: its tooltip shows while it has the focus.
  await expect(page.getByRole('tooltip', { name: 'Language' })).toBeVisible();
  // Pressed again, the mounted menu opens and closes as any menu.
  await language.click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The tooltip points at the button from beside it: the button was not mounted again.
  expect(await stillMarked(page, 'Search')).toBe(true);
  await page.getByRole('button', { name: 'Search', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Search' })).toBeVisible();
  await context.close();
});

test('the notification bell opens its panel when first pressed, and closes with Escape', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await memberInBrowser(browser, baseURL ?? '', 'bell');
  const layer = await holdFloatingLayer(page);
  await page.goto('/chat');
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await layer.release();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await context.close();
});
