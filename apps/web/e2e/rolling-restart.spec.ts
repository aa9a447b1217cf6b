import { execFileSync } from 'node:child_process';
import { de, en } from '@nahbar/contracts';
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { createRoomViaApi, type Member } from './chat-support';
import { consentGivenState } from './consent-state';
import { freePort, OwnServer } from './own-server';
import { RoundRobinProxy } from './round-robin-proxy';
import { registerViaApi, uniqueUsername } from './support';

/*
 * Issue 36: a rolling restart strands nobody. Two instances share Postgres and Redis behind a
 * balancer without stickiness (a proxy of the journey's own). Two members write into one room
 * from their tabs the whole time while first one instance and then the other gets SIGTERM and
 * starts again. Every message arrives once, the room's sequence ids have no gap, no tab shows
 * itself disconnected for more than a few seconds, and each tab did move to the other instance.
 */

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
if (process.env.CI && (!DATABASE_URL || !REDIS_URL)) {
  throw new Error(
    'the rolling restart journey needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both)',
  );
}

/** Longest a tab may show itself disconnected while the instance it was on restarts. */
const MAX_GAP_MS = 5000;
/** Pace of each member's messages while the instances restart. */
const SEND_EVERY_MS = 400;

/** Its servers share the machine with the suite's: each step may take longer than elsewhere. */
const expect = baseExpect.configure({ timeout: 30_000 });

let databaseUrl = '';
let proxy: RoundRobinProxy;
let instances: OwnServer[] = [];
/** The second instance's start, awaited before the first restart (the journey sets up meanwhile). */
let secondStarted: Promise<void> = Promise.resolve();
const members: Member[] = [];

function psql(url: string, sql: string): void {
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' });
}

test.beforeAll(async () => {
  test.skip(!DATABASE_URL || !REDIS_URL, 'needs TEST_DATABASE_URL and TEST_REDIS_URL');
  // A first start (it migrates), compiled by tsx on a busy machine.
  test.setTimeout(180_000);
  const name = `nahbar_rolling_${Date.now().toString(36)}`;
  psql(DATABASE_URL ?? '', `create database ${name}`);
  const url = new URL(DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  const proxyPort = await freePort();
  const origin = `http://localhost:${proxyPort}`;
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: REDIS_URL ?? '' };
  instances = [
    await OwnServer.create('rolling-a', { origin, env }),
    await OwnServer.create('rolling-b', { origin, env }),
  ];
  const [first, second] = instances;
  await first?.start();
  // The second starts on the migrated database while the members sign up and open the room
  // (the proxy sends everything to the first meanwhile).
  secondStarted = second?.start() ?? Promise.resolve();
  secondStarted.catch(() => {});
  proxy = await RoundRobinProxy.start(
    instances.map((instance) => instance.port),
    proxyPort,
  );
});

test.afterAll(async () => {
  for (const member of members.splice(0)) await member.context.close();
  await proxy?.close();
  for (const instance of instances) await instance.dispose();
  if (databaseUrl)
    psql(DATABASE_URL ?? '', `drop database if exists ${new URL(databaseUrl).pathname.slice(1)}`);
});

type Texts = typeof en;

async function member(browser: Browser, prefix: string, locale: string): Promise<Member> {
  const context = await browser.newContext({
    baseURL: proxy.origin,
    locale,
    storageState: consentGivenState(proxy.origin),
  });
  const page = await context.newPage();
  const username = uniqueUsername(prefix);
  await registerViaApi(page.request, proxy.origin, username);
  const one = { username, context, page };
  members.push(one);
  return one;
}

const messageList = (page: Page, m: Texts) => page.getByRole('log', { name: m.messages.listLabel });
const composer = (page: Page, m: Texts) => page.getByRole('textbox', { name: m.composer.label });

async function openRoom(page: Page, roomId: string, roomName: string) {
  await page.goto(`/chat/${roomId}`);
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible();
  await expect(page.locator('[role="status"][data-status="connected"]').first()).toBeAttached();
}

/**
 * Records, in the page, every stretch during which its connection indicator did not say
 * connected (what the member sees), polled every 50 ms.
 */
async function recordDisconnections(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const gaps: number[] = [];
    let downSince: number | null = null;
    setInterval(() => {
      const up = document.querySelector('[role="status"][data-status="connected"]') !== null;
      if (!up && downSince === null) downSince = performance.now();
      if (up && downSince !== null) {
        gaps.push(performance.now() - downSince);
        downSince = null;
      }
    }, 50);
    Object.assign(window, { disconnections: gaps });
  });
  return () => page.evaluate(() => (window as unknown as { disconnections: number[] }).disconnections);
}

/** Writes numbered messages from the composer into `sent` until `running()` says stop. */
async function keepWriting(page: Page, m: Texts, name: string, sent: string[], running: () => boolean) {
  while (running()) {
    const text = `${name} ${sent.length + 1}`;
    await composer(page, m).fill(text);
    await composer(page, m).press('Enter');
    sent.push(text);
    // The pace of a lively room; the restarts are what is waited on, not this.
    await page.waitForTimeout(SEND_EVERY_MS);
  }
}

/** Every message of the room, oldest first, through the API. */
async function roomMessages(request: APIRequestContext, roomId: string) {
  const all: { content: string; sequenceId: number }[] = [];
  let after: string | null = null;
  for (;;) {
    const query: string = after ? `?limit=50&after=${encodeURIComponent(after)}` : '?limit=50';
    const response = await request.get(`${proxy.origin}/api/rooms/${roomId}/messages${query}`);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as {
      items: { content: string; sequenceId: number }[];
      nextCursor: string | null;
      hasMore: boolean;
    };
    all.push(...page.items);
    if (!page.hasMore || !page.nextCursor) break;
    after = page.nextCursor;
  }
  return all.sort((a, b) => a.sequenceId - b.sequenceId);
}

/** Restarts one instance as a deployment does: SIGTERM, a clean exit, a new start. */
async function restart(instance: OwnServer) {
  const stopped = Date.now();
  const code = await instance.stop();
  expect(code, instance.log).toBe(0);
  // The grace is 25 s; a drain with a 3 s spread is far inside it.
  expect(Date.now() - stopped).toBeLessThan(25_000);
  await instance.start();
}

test('a rolling restart of two instances under two writing tabs loses, doubles and strands nothing', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const anna = await member(browser, 'rr_anna', 'en-US');
  const ben = await member(browser, 'rr_ben', 'de-DE');
  const room = `Rolling ${Date.now().toString(36)}`;
  const roomId = await createRoomViaApi(anna.page, proxy.origin, room);
  await openRoom(anna.page, roomId, room);
  await openRoom(ben.page, roomId, room);
  const sockets = { anna: 0, ben: 0 };
  anna.page.on('websocket', () => {
    sockets.anna += 1;
  });
  ben.page.on('websocket', () => {
    sockets.ben += 1;
  });
  const annasGaps = await recordDisconnections(anna.page);
  const bensGaps = await recordDisconnections(ben.page);

  let writing = true;
  const annasTexts: string[] = [];
  const bensTexts: string[] = [];
  const annaWrites = keepWriting(anna.page, en, 'anna', annasTexts, () => writing);
  const benWrites = keepWriting(ben.page, de, 'ben', bensTexts, () => writing);
  const seen = (page: Page, m: Texts, text: string) =>
    expect(messageList(page, m).getByText(text, { exact: true })).toBeVisible();
  /** Both see a message the other writes from now on (the list keeps only the newest on screen). */
  const bothDeliver = async () => {
    await seen(ben.page, de, `anna ${annasTexts.length + 2}`);
    await seen(anna.page, en, `ben ${bensTexts.length + 2}`);
  };

  // Each restart comes while both are writing, and each is followed by messages both ways.
  await bothDeliver();
  const [first, second] = instances;
  if (!first || !second) throw new Error('two instances expected');
  await secondStarted;
  await restart(first);
  await bothDeliver();
  await restart(second);
  await bothDeliver();
  writing = false;
  await annaWrites;
  await benWrites;

  // Both tabs show the last of each other's messages and nothing waiting to be sent.
  const annasLast = annasTexts.at(-1) ?? '';
  const bensLast = bensTexts.at(-1) ?? '';
  await seen(ben.page, de, annasLast);
  await seen(anna.page, en, bensLast);
  await expect(messageList(anna.page, en).getByText(en.messages.queued)).toHaveCount(0);
  await expect(messageList(ben.page, de).getByText(de.messages.queued)).toHaveCount(0);

  // The room holds every message once, in gap-free sequence.
  const stored = await roomMessages(anna.page.request, roomId);
  const contents = stored.map((message) => message.content);
  expect(contents.toSorted()).toEqual([...annasTexts, ...bensTexts].toSorted());
  expect(stored.map((message) => message.sequenceId)).toEqual(stored.map((_, i) => i + 1));
  // Each member's own messages in the order written.
  expect(contents.filter((text) => text.startsWith('anna '))).toEqual(annasTexts);
  expect(contents.filter((text) => text.startsWith('ben '))).toEqual(bensTexts);

  // Both tabs moved (a new socket after each restart of the instance they were on: one or two,
  // as the balancer placed them), and neither showed itself disconnected for more than a few seconds.
  expect(sockets.anna).toBeGreaterThanOrEqual(1);
  expect(sockets.ben).toBeGreaterThanOrEqual(1);
  for (const [name, gaps] of [
    ['anna', await annasGaps()],
    ['ben', await bensGaps()],
  ] as const) {
    const rounded = gaps.map((ms) => Math.round(ms));
    test
      .info()
      .annotations.push({ type: `${name}: disconnected (ms)`, description: rounded.join(', ') || 'never' });
    expect(Math.max(0, ...gaps)).toBeLessThan(MAX_GAP_MS);
  }
});
