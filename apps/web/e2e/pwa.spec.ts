import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { giveConsentBeforeLoad } from './consent-state';
import { picture } from './pictures';
import { withNextRelease, workerReady } from './pwa-support';

// The journeys about the service worker: the config blocks it everywhere else.
test.use({ serviceWorkers: 'allow' });

async function shellCacheNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('nahbar-shell-')));
}

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('Chromium finds the app installable from /chat', async ({ baseURL }, testInfo) => {
  // Test contexts count as incognito windows, where nothing installs: a real profile is needed.
  const profile = mkdtempSync(join(tmpdir(), 'nahbar-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  await giveConsentBeforeLoad(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/chat');
    await workerReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest names the app, its colours, start and icons', async ({ page, request }) => {
  await page.goto('/chat');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);

  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Nahbar',
    short_name: 'Nahbar',
    start_url: '/chat',
    scope: '/',
    display: 'standalone',
    theme_color: '#242424',
    background_color: '#242424',
  });
  expect(manifest.lang).toBeTruthy();
  expect(manifest.description).toBeTruthy();

  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  for (const purpose of ['any', 'maskable']) {
    expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  }
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

test('a German browser links the German manifest, which differs only in language and description', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/chat');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.de.webmanifest');
  const german = await request.get('/manifest.de.webmanifest');
  expect(german.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const de = await german.json();
  const en = await (await request.get('/manifest.webmanifest')).json();
  expect(de).toMatchObject({ lang: 'de', description: expect.stringContaining('Nähe') });
  expect({ ...de, lang: 'en', description: en.description }).toEqual(en);
  await context.close();
});

test('the worker caches the build files but never live data', async ({ page }) => {
  await page.goto('/chat');
  await workerReady(page);
  const [cache] = await shellCacheNames(page);
  expect(cache).toBeTruthy();
  const cached = await page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cache ?? '');
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(cached).toContain(script);
  expect(cached.every((path) => path.startsWith('/assets/'))).toBe(true);

  // Later requests of the page go through the worker; live ones must reach the server each time.
  await page.reload();
  await page.evaluate(() => fetch('/api/health'));
  const after = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return urls.flat().map((request) => new URL(request.url).pathname);
  });
  expect(after.filter((path) => /^\/(api|trpc|ws|photos)(\/|$)/.test(path))).toEqual([]);
});

test('a navigation without network shows the offline page, then recovers', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/chat');
  await workerReady(page);

  await context.setOffline(true);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await picture(page, `offline-375`);

  // Retrying while still offline keeps the page (not the browser's error).
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  // Back online, the page reloads into the app by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the offline page speaks German to a German browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/chat');
  await workerReady(page);
  await context.setOffline(true);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Du bist offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

/** The release a worker serves, asked the way the app asks it. */
function controllerRelease(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage('GET_RELEASE', [channel.port2]);
      }),
  );
}

test('a new release waits until the member chooses to reload', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/chat');
  await workerReady(page);
  await page.reload(); // the first visit is not controlled yet; from now on the worker answers
  const release = await page.locator('meta[name="nahbar-release"]').getAttribute('content');
  expect(release).toBeTruthy();
  expect(await controllerRelease(page)).toBe(release);

  // A deploy: the same build under another release id.
  await withNextRelease(page, release ?? '', 'next-release', async () => {
    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Nahbar is ready' });
    await expect(prompt).toBeVisible();
    await picture(page, `update-prompt-375`);
    // Nothing changed before the member chose: the old worker still answers, its cache is kept.
    expect(await controllerRelease(page)).toBe(release);
    expect((await shellCacheNames(page)).sort()).toEqual(
      [`nahbar-shell-${release}`, 'nahbar-shell-next-release'].sort(),
    );

    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.waitForLoadState('load');
    await expect(prompt).toBeHidden();
    expect(await controllerRelease(page)).toBe('next-release');
    await expect.poll(() => shellCacheNames(page)).toEqual(['nahbar-shell-next-release']);
  });
});
