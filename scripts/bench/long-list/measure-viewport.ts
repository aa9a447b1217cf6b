// One pass through the room's history in one viewport: open the room as its reader, trace the
// frames while scrolling to the oldest message and back, and read the figures out of the trace.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { allowPageFunctions, giveConsentBeforeLoad } from '../first-load/browser-setup';
import { type FrameSummary, markTime, summarise, traceFrames } from './frame-times';
import { startFrameTrace, stopFrameTrace } from './frame-trace';
import { type LongFrameLog, startLongFrameLog, takeLongFrameLog } from './page-long-frames';
import { type ScrollOutcome, scrollThroughHistory } from './page-scroll';
import { busiestRenderer, rendererMainThreads, type ThreadTime } from './renderer-cpu';
import type { SeededRoom } from './seed';

export interface Viewport {
  name: string;
  options: BrowserContextOptions;
}

export interface ViewportResult {
  viewport: string;
  /** Messages between the oldest and the newest, both seen on screen. */
  reached: number;
  up: FrameSummary;
  down: FrameSummary;
  both: FrameSummary;
  raf: FrameSummary;
  vsyncMs: number;
  scroll: Omit<ScrollOutcome, 'rafFrameMs'>;
  longFrames: LongFrameLog;
  /** The page's main thread over the whole scroll: on a CPU, and waiting for one. */
  mainThread: ThreadTime;
}

const SCROLLER = '[data-testid="message-scroller"]';

export async function measureViewport(
  browser: Browser,
  origin: string,
  room: SeededRoom,
  viewport: Viewport,
  pxPerSecond: number,
): Promise<ViewportResult> {
  const context = await browser.newContext({ locale: 'de-DE', ...viewport.options });
  try {
    const [name, value] = room.reader.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: origin }]);
    await giveConsentBeforeLoad(context);
    await allowPageFunctions(context);
    const page = await context.newPage();
    await page.goto(`${origin}/chat/${room.roomId}`);
    await page.locator(`article[data-message-id="${room.newestId}"]`).waitFor({ timeout: 60_000 });
    // Fonts, the live socket and the first page's layout settle before the clock starts.
    await page.waitForTimeout(1000);

    const cdp = await context.newCDPSession(page);
    await page.evaluate(startLongFrameLog);
    await startFrameTrace(cdp);
    const threadsBefore = await rendererMainThreads(browser);
    const outcome = await page.evaluate(scrollThroughHistory, {
      scrollerSelector: SCROLLER,
      oldestId: room.oldestId,
      newestId: room.newestId,
      pxPerSecond,
      timeoutMs: 20 * 60_000,
    });
    const mainThread = busiestRenderer(threadsBefore, await rendererMainThreads(browser));
    const events = await stopFrameTrace(cdp);
    const longFrames = await page.evaluate(takeLongFrameLog, {
      fromMark: 'long-list:up',
      toMark: 'long-list:end',
    });

    const up = markTime(events, 'long-list:up');
    const down = markTime(events, 'long-list:down');
    const end = markTime(events, 'long-list:end');
    const upFrames = traceFrames(events, up, down);
    const downFrames = traceFrames(events, down, end);
    const { rafFrameMs, ...scroll } = outcome;
    return {
      viewport: viewport.name,
      reached: outcome.newestIndex - outcome.oldestIndex + 1,
      up: summarise(upFrames.frameMs),
      down: summarise(downFrames.frameMs),
      both: summarise([...upFrames.frameMs, ...downFrames.frameMs]),
      // rAF times are vsync ticks give or take a clamped microsecond or two: whole vsyncs.
      raf: summarise(
        rafFrameMs.map((ms) => Math.max(1, Math.round(ms / upFrames.vsyncMs)) * upFrames.vsyncMs),
      ),
      vsyncMs: upFrames.vsyncMs,
      scroll,
      longFrames,
      mainThread,
    };
  } finally {
    await context.close();
  }
}
