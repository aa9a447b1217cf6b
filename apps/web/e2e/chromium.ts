import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium's headless shell, where installed (Debian: chromium-headless-shell): the same engine
 * without the desktop browser around it, as Playwright runs headless by default. The journeys
 * took about a third less CPU in it than in the full browser on the 2-core CI machine.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the journeys (playwright.config.ts) and the browser benches start Chromium. Browser
 * downloads are not possible here: Debian's packages are used instead (`CHROMIUM_PATH` names
 * another; the one setting of the browser runs, read here so the journeys and the benches share
 * it). Without the background-networking flags the machine's closed network refuses its
 * connections.
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
