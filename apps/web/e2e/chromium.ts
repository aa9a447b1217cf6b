import type { LaunchOptions } from '@playwright/test';

/**
 * How the journeys (playwright.config.ts) and the browser benches start Chromium. Browser
 * downloads are not possible here: Debian's chromium is used instead (`CHROMIUM_PATH` names another;
 * the one setting of the browser runs, read here so the journeys and the benches share it).
 * Without the background-networking flags the machine's closed network refuses its connections.
 */
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
