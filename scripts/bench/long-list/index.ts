// `pnpm --filter @nahbar/scripts bench:long-list [runs]`: does scrolling through 10,000 messages
// keep p95 frame time under 16.7 ms? The built app runs in this process on an embedded database,
// a room gets 10,000 varied messages, and its reader scrolls in Chromium from the newest to the
// oldest (older pages loading as they do for anyone) and back, once in a desktop and once in a
// phone viewport, under a frame trace. Needs `pnpm build`. LONG_LIST_MESSAGES and
// LONG_LIST_SPEED (px/s, default 3,000: a briskly spun wheel) change the run.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, freePort, requireWebBuild } from '../first-load/browser-setup';
import { startBuiltApp } from '../first-load/built-app';
import { measureViewport, type Viewport, type ViewportResult } from './measure-viewport';
import { printRunDetails, printTable } from './report';
import { seedLongRoom } from './seed';

const RUNS = Number(process.argv[2] ?? 1);
const MESSAGES = Number(process.env.LONG_LIST_MESSAGES ?? 10_000);
const PX_PER_SECOND = Number(process.env.LONG_LIST_SPEED ?? 3000);
const VIEWPORTS: Viewport[] = [
  { name: 'desktop 1280×800', options: { viewport: { width: 1280, height: 800 } } },
  // Device scale 1 as on the desktop: at 3, software raster would cost 9× and measure the CPU
  // rasteriser of this machine rather than the list (phones raster on their GPU).
  {
    name: 'phone 375×812',
    options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  },
];

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

requireWebBuild();
const port = await freePort();
const origin = `http://localhost:${port}`;
const app = await startBuiltApp(origin, port);
const browser = await chromium.launch(CHROMIUM_LAUNCH).catch(async (error: unknown) => {
  await app.close();
  throw error;
});
try {
  const seedStart = performance.now();
  const room = await seedLongRoom(origin, app.deps.db, MESSAGES);
  console.log(
    `seeded ${MESSAGES.toLocaleString('en')} messages in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const loadAverages = [loadAverage()];
  const results: ViewportResult[][] = VIEWPORTS.map(() => []);
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, viewport] of VIEWPORTS.entries()) {
      const result = await measureViewport(browser, origin, room, viewport, PX_PER_SECOND);
      if (result.reached !== MESSAGES) {
        throw new Error(`${viewport.name}: reached ${result.reached} of ${MESSAGES} messages`);
      }
      results[index]?.push(result);
      loadAverages.push(loadAverage());
      console.log(`run ${run}/${RUNS}`);
      printRunDetails(result, loadAverages.at(-1) ?? '');
    }
  }
  printTable(results, RUNS, loadAverages);
} finally {
  await browser.close();
  await app.close();
}
