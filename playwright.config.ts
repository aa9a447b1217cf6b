import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './apps/web/e2e/chromium';
import { consentGivenState } from './apps/web/e2e/consent-state';

// E2E_PORT lets two runs (say, CI and a developer's) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3999);
const ORIGIN = `http://localhost:${PORT}`;

// A fresh embedded database per run. Workers re-evaluate this file, so the directory is chosen
// once in the main process and inherited through the environment.
process.env.E2E_DATA_DIR ??= resolve('.data', `e2e-${Date.now()}`);
const DATA_DIR = process.env.E2E_DATA_DIR;

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  // The journeys read English texts unless a spec asks for German (test.use({ locale: 'de-DE' })).
  locale: 'en-US',
  launchOptions: CHROMIUM_LAUNCH,
};

/**
 * Journeys that assert a wall-clock limit (a ban within 5 s, early answers within their lifetime,
 * tabs back within one slow retry of a server restart, and within seconds of a rolling restart;
 * those two run servers of their own).
 */
const TIMED_SPECS = [
  'admin.spec.ts',
  'early-answers.spec.ts',
  'server-restart.spec.ts',
  'rolling-restart.spec.ts',
];

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/artifacts',
  // Spec files spread over two workers (one browser each, the server shared); the tests of one
  // file keep their order. The specs that hold the app to a wall-clock limit run afterwards, alone.
  fullyParallel: false,
  workers: 2,
  // In CI a failed journey gets one more try: one that passes then is reported as flaky by
  // .ci/summarise.mjs, and one that fails twice fails the run. Vitest keeps no retries.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The journeys that audit accessibility at three widths in two languages spend most of a minute
  // in axe alone while the other worker's browser runs beside them.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: ORIGIN,
    // Every journey starts with the cookie choice made, so the consent overlay covers nothing;
    // the consent journey itself starts without it (see consent.spec.ts).
    storageState: consentGivenState(ORIGIN),
    // The service worker caches every build file (about a hundred) in each new browser context
    // it runs in: in hundreds of journeys' contexts that was much of the machine's work. Only the
    // journeys that need it (offline page, update prompt, installability, a chunk loaded while
    // the server is away) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: CHROMIUM, testIgnore: TIMED_SPECS },
    // After every other journey, on one worker: nothing else loads the machine while they time.
    { name: 'chromium-timed', use: CHROMIUM, testMatch: TIMED_SPECS, workers: 1, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${ORIGIN}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      PUBLIC_ORIGIN: ORIGIN,
      // Request logs would bury the test output; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // The journeys seed hundreds of messages and sign up many members from one address.
      RATE_LIMITS: 'off',
      // The ban screen names it (ban-screen.spec.ts).
      SUPPORT_CONTACT: 'hilfe@nahbar.example',
    },
  },
});
