// Run in the page (serialised by page.evaluate: self-contained). Long animation frames (over
// 50 ms) with the scripts that ran in them, as Chromium attributes them: where the time of the
// slow frames went, without a profiler slowing every frame down.

/** A long animation frame as Chromium reports it (the scripts package is typed without the DOM). */
interface LongFrame {
  startTime: number;
  duration: number;
  renderStart: number;
  scripts: {
    duration: number;
    forcedStyleAndLayoutDuration: number;
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    sourceCharPosition: number;
  }[];
}
interface PageGlobals {
  PerformanceObserver: new (
    callback: (list: { getEntries(): LongFrame[] }) => void,
  ) => { observe(options: { type: string }): void };
  /** Where the log is kept between the two evaluate calls. */
  longListFrames: LongFrame[];
}

export interface LongFrameScript {
  /** What ran: the invoker (an event listener, a callback, a resolved promise) and its source. */
  where: string;
  ms: number;
  forcedLayoutMs: number;
  count: number;
}

export interface LongFrameLog {
  count: number;
  totalMs: number;
  /** Of the long frames' time: scripts, and the frames' own style, layout and paint. */
  scriptMs: number;
  renderMs: number;
  topScripts: LongFrameScript[];
}

export function startLongFrameLog(): void {
  const page = globalThis as unknown as PageGlobals;
  const log: LongFrame[] = [];
  new page.PerformanceObserver((list) => log.push(...list.getEntries())).observe({
    type: 'long-animation-frame',
  });
  page.longListFrames = log;
}

/** The long frames between two of the page's marks, summed up. */
export function takeLongFrameLog({ fromMark, toMark }: { fromMark: string; toMark: string }): LongFrameLog {
  const from = performance.getEntriesByName(fromMark)[0]?.startTime ?? 0;
  const to = performance.getEntriesByName(toMark)[0]?.startTime ?? performance.now();
  const all = (globalThis as unknown as PageGlobals).longListFrames;
  const frames = all.filter((frame) => frame.startTime >= from && frame.startTime <= to);
  const byWhere = new Map<string, { ms: number; forcedLayoutMs: number; count: number }>();
  let scriptMs = 0;
  let renderMs = 0;
  for (const frame of frames) {
    const end = frame.startTime + frame.duration;
    if (frame.renderStart > 0) renderMs += end - frame.renderStart;
    for (const script of frame.scripts) {
      scriptMs += script.duration;
      const file = script.sourceURL.split('/').pop() ?? '';
      const where = `${script.invoker} ${script.sourceFunctionName || '?'} (${file}:${script.sourceCharPosition})`;
      const entry = byWhere.get(where) ?? { ms: 0, forcedLayoutMs: 0, count: 0 };
      entry.ms += script.duration;
      entry.forcedLayoutMs += script.forcedStyleAndLayoutDuration;
      entry.count++;
      byWhere.set(where, entry);
    }
  }
  const topScripts = [...byWhere]
    .map(([where, entry]) => ({ where, ...entry }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6);
  const totalMs = frames.reduce((sum, frame) => sum + frame.duration, 0);
  return { count: frames.length, totalMs, scriptMs, renderMs, topScripts };
}
