// What the browser benches share: the Chromium of the journeys, launched as playwright.config.ts
// launches it, a member who has made the cookie choice, and a loopback port.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const CONSENT = { necessary: true, functional: false, analytics: false, marketing: false };
/** An init script: the cookie choice made, so the consent overlay covers nothing. */
export const CONSENT_GIVEN = `localStorage.setItem('cookie-consent', ${JSON.stringify(JSON.stringify(CONSENT))});
localStorage.setItem('cookie-consent-date', '2026-01-01T00:00:00.000Z');`;

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
 * An init script: the browser of a member who signed in before, which keeps their record as the
 * app stored it (the hint that paints the first frame and lets the early queries go out).
 */
export function storedUser(user: unknown): string {
  return `localStorage.setItem('nahbar_user', ${JSON.stringify(JSON.stringify(user))});`;
}
