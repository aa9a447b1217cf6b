// What the browser benches share: the Chromium of the journeys, a member who has made the cookie
// choice (as every journey starts), a member stored by an earlier sign-in, and a loopback port.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { STORAGE_KEY_USER } from '@nahbar/contracts';
import type { BrowserContext } from '@playwright/test';

export { CHROMIUM_LAUNCH } from '../../../apps/web/e2e/chromium';
export { giveConsentBeforeLoad } from '../../../apps/web/e2e/consent-state';

const webIndex = fileURLToPath(new URL('../../../apps/web/dist/index.html', import.meta.url));

/** The benches serve the production build; they do not build it themselves. */
export function requireWebBuild(): void {
  if (!existsSync(webIndex)) throw new Error('apps/web/dist is missing: run `pnpm build` first');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/**
 * The browser of a member who signed in before, which keeps their record as the app stored it
 * (the hint that paints the first frame and lets the early queries go out).
 */
export async function storeUserBeforeLoad(context: BrowserContext, user: unknown): Promise<void> {
  const [key, value] = [STORAGE_KEY_USER, JSON.stringify(user)].map((text) => JSON.stringify(text));
  await context.addInitScript({ content: `localStorage.setItem(${key}, ${value});` });
}

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in a `__name` helper of
 * the module; functions handed to the page (page.evaluate, waitForFunction) take the calls
 * along but not the helper. Pages that run them get a stand-in first.
 */
export async function allowPageFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
}
