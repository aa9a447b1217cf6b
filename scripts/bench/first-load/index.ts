// `pnpm --filter @nahbar/scripts bench:first-load [runs]`: a cold visit of /chat by a signed-in
// member in Chromium (empty cache each run), from navigation to a usable composer with the room's
// messages listed, on loopback and behind DevTools' "Slow 4G" emulation. Each link is measured
// with the server's compressed copies (as browsers ask) and, in the same run, with
// `Accept-Encoding: identity` (what the server sent before precompression). Needs `pnpm build`.
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { ServerProcess } from '../fanout/child';
import { createRoom, postJson, registerMember } from './api-client';
import { CHROMIUM_LAUNCH, CONSENT_GIVEN, freePort, requireWebBuild } from './browser-setup';

const RUNS = Number(process.argv[2] ?? 5);
const MESSAGES = 40;
/** Chromium DevTools' "Slow 4G" preset: 150 ms latency (×3.75 on the wire), 1.6 Mbit/s down. */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

interface Visit {
  /** Navigation start to the composer accepting text with the messages on screen. */
  usable: number;
  /** Navigation start to the first paint with content. */
  firstPaint: number;
  /** Bytes over the wire (encoded), as the browser counted them. */
  transferred: number;
}

async function seed(origin: string): Promise<{ cookie: string; roomId: string }> {
  const member = await registerMember(origin, `firstload_${process.pid}`);
  const roomId = await createRoom(origin, member, `First load ${process.pid}`);
  for (let i = 1; i <= MESSAGES; i++) {
    const sent = await postJson(
      origin,
      '/trpc/messages.send',
      { roomId, content: `Message ${i} of the first-load bench` },
      member.cookie,
    );
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`);
  }
  return { cookie: member.cookie, roomId };
}

async function visit(
  browser: Browser,
  origin: string,
  seeded: { cookie: string; roomId: string },
  link: 'loopback' | 'slow 4G',
  compressed: boolean,
): Promise<Visit> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const [name, value] = seeded.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: origin }]);
  // The cookie choice made, so the consent overlay does not cover the composer.
  await context.addInitScript({ content: CONSENT_GIVEN });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (!compressed)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  if (link === 'slow 4G') await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
  });
  const start = Date.now();
  await page.goto(`${origin}/chat/${seeded.roomId}`, { waitUntil: 'commit' });
  await page.getByText(`Message ${MESSAGES} of the first-load bench`).waitFor({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Nachricht' }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Nachricht' }).fill('x');
  const usable = Date.now() - start;
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  return { usable, firstPaint, transferred };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

requireWebBuild();
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = await ServerProcess.start(fileURLToPath(new URL('./server.ts', import.meta.url)), {
  BENCH_ORIGIN: origin,
  BENCH_PORT: String(port),
});
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const seeded = await seed(origin);
  console.log(`cold /chat/{room} with ${MESSAGES} messages, ${RUNS} runs each, medians (Chromium, no cache)`);
  console.log('link       encoding     usable composer   first paint   transferred');
  for (const link of ['loopback', 'slow 4G'] as const) {
    const results: Record<string, Visit[]> = { compressed: [], identity: [] };
    // Alternating keeps a drift of the machine from favouring one side.
    for (let run = 0; run < RUNS; run++) {
      results.compressed?.push(await visit(browser, origin, seeded, link, true));
      results.identity?.push(await visit(browser, origin, seeded, link, false));
    }
    for (const [encoding, visits] of Object.entries(results)) {
      const usable = median(visits.map((v) => v.usable));
      const paint = median(visits.map((v) => v.firstPaint));
      const kB = median(visits.map((v) => v.transferred)) / 1000;
      console.log(
        `${link.padEnd(10)} ${encoding.padEnd(12)} ${`${usable.toFixed(0)} ms`.padStart(14)}   ${`${paint.toFixed(0)} ms`.padStart(11)}   ${`${kB.toFixed(0)} kB`.padStart(11)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
