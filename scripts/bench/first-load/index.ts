// `pnpm --filter @nahbar/scripts bench:first-load [runs]`: a cold visit of /chat by a signed-in
// member in Chromium (empty cache each run), from navigation to a usable composer with the room's
// messages listed, on loopback and behind DevTools' "Slow 4G" emulation. Each link is measured
// with the server's compressed copies (as browsers ask) and, in the same run, with
// `Accept-Encoding: identity` (what the server sent before precompression), and for a browser
// that has the member's record stored (every browser the member signed in with: the early
// queries go out) and one that has not (the app asks once its code has run). Needs `pnpm build`.
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { ServerProcess } from '../fanout/child';
import { createRoom, postJson, registerMember, sessionUser } from './api-client';
import {
  allowPageFunctions,
  CHROMIUM_LAUNCH,
  freePort,
  giveConsentBeforeLoad,
  requireWebBuild,
  storeUserBeforeLoad,
} from './browser-setup';
import { usableAt } from './page-usable';

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

interface Seeded {
  cookie: string;
  roomId: string;
  /** The member's record as the app stores it. */
  user: unknown;
}

/** One way of visiting: how the server encodes, and whether the browser has the member stored. */
interface Variant {
  encoding: 'compressed' | 'identity';
  stored: boolean;
}

const VARIANTS: Variant[] = [
  { encoding: 'compressed', stored: true },
  { encoding: 'compressed', stored: false },
  { encoding: 'identity', stored: true },
];

async function seed(origin: string): Promise<Seeded> {
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
  return { cookie: member.cookie, roomId, user: await sessionUser(origin, member) };
}

async function visit(
  browser: Browser,
  origin: string,
  seeded: Seeded,
  link: 'loopback' | 'slow 4G',
  variant: Variant,
): Promise<Visit> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const [name, value] = seeded.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: origin }]);
  // The cookie choice made, so the consent overlay does not cover the composer.
  await giveConsentBeforeLoad(context);
  if (variant.stored) await storeUserBeforeLoad(context, seeded.user);
  await allowPageFunctions(context);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (variant.encoding === 'identity')
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  if (link === 'slow 4G') await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
  });
  await page.goto(`${origin}/chat/${seeded.roomId}`, { waitUntil: 'commit' });
  // Read by the page itself at every frame, on the page's clock (from navigation start):
  // Playwright's own waiting polls at growing intervals and would add up to half a second.
  const ready = await page.waitForFunction(usableAt, `Message ${MESSAGES} of the first-load bench`, {
    polling: 'raf',
    timeout: 60_000,
  });
  const usable = (await ready.jsonValue()) as number;
  // The composer takes text (what "usable" promises), checked once the time is read.
  await page.getByRole('textbox', { name: 'Nachricht' }).fill('x', { timeout: 5_000 });
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
  console.log('link       encoding     member stored   usable composer   first paint   transferred');
  for (const link of ['loopback', 'slow 4G'] as const) {
    const results = VARIANTS.map(() => [] as Visit[]);
    // Taking turns keeps a drift of the machine from favouring one variant.
    for (let run = 0; run < RUNS; run++) {
      for (const [index, variant] of VARIANTS.entries()) {
        results[index]?.push(await visit(browser, origin, seeded, link, variant));
      }
    }
    for (const [index, variant] of VARIANTS.entries()) {
      const visits = results[index] ?? [];
      const usable = median(visits.map((v) => v.usable));
      const paint = median(visits.map((v) => v.firstPaint));
      const kB = median(visits.map((v) => v.transferred)) / 1000;
      console.log(
        `${link.padEnd(10)} ${variant.encoding.padEnd(12)} ${(variant.stored ? 'yes' : 'no').padEnd(13)} ${`${usable.toFixed(0)} ms`.padStart(15)}   ${`${paint.toFixed(0)} ms`.padStart(11)}   ${`${kB.toFixed(0)} kB`.padStart(11)}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
