// Runs in the page (serialised by page.evaluate, so it must not use anything from outside).
// Scrolls the message list up to its oldest message and back down to the newest at a steady
// speed, moving by speed × elapsed time each animation frame: a late frame makes a longer jump,
// as a fling or a spinning wheel does. Older pages load as they do for a reader, when the list
// comes within 50 px of the top, and the scroll waits against the top until they are in.

/** The little of the DOM used here (the scripts package is typed for Node, without the DOM). */
interface PageElement {
  scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
  getBoundingClientRect(): { top: number; bottom: number };
  querySelector(selector: string): PageElement | null;
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
}
interface PageGlobals {
  document: { querySelector(selector: string): PageElement | null };
  requestAnimationFrame(callback: (now: number) => void): number;
}

export interface ScrollPlan {
  scrollerSelector: string;
  oldestId: string;
  newestId: string;
  pxPerSecond: number;
  /** Gives up (and fails the bench) if a direction takes longer than this. */
  timeoutMs: number;
}

export interface ScrollOutcome {
  upMs: number;
  downMs: number;
  /** Intervals between animation frames while the list moved (the rAF view of frame times). */
  rafFrameMs: number[];
  /** Time spent pressed against the top, waiting for an older page, and how often. */
  waitingAtTopMs: number;
  waitsAtTop: number;
  /** The list's row indexes of the oldest and newest message when each was on screen. */
  oldestIndex: number;
  newestIndex: number;
}

export async function scrollThroughHistory(plan: ScrollPlan): Promise<ScrollOutcome> {
  const page = globalThis as unknown as PageGlobals;
  const scroller = page.document.querySelector(plan.scrollerSelector);
  if (!scroller) throw new Error(`no element ${plan.scrollerSelector}`);
  const rafFrameMs: number[] = [];
  let waitingAtTopMs = 0;
  let waitsAtTop = 0;

  /** The absolute index of a message fully inside the list's visible part, or NaN. */
  const shownIndex = (messageId: string): number => {
    const article = scroller.querySelector(`article[data-message-id="${messageId}"]`);
    if (!article) return Number.NaN;
    const row = article.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    if (row.top < view.top - 1 || row.bottom > view.bottom + 1) return Number.NaN;
    return Number(article.closest('[data-row]')?.getAttribute('data-row'));
  };

  const glide = (direction: -1 | 1, arrived: () => boolean) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      let last: number | undefined;
      let moved = false;
      let stuckSince: number | undefined;
      const frame = (now: number) => {
        if (last !== undefined && moved) rafFrameMs.push(now - last);
        if (arrived()) return resolve(performance.now() - started);
        if (performance.now() - started > plan.timeoutMs) {
          return reject(
            new Error(`scrolling ${direction < 0 ? 'up' : 'down'} took over ${plan.timeoutMs} ms`),
          );
        }
        const elapsed = last === undefined ? 1000 / 60 : now - last;
        const before = scroller.scrollTop;
        scroller.scrollTop = before + (direction * plan.pxPerSecond * elapsed) / 1000;
        moved = scroller.scrollTop !== before;
        if (!moved && direction < 0) {
          stuckSince ??= now;
        } else if (stuckSince !== undefined) {
          waitingAtTopMs += now - stuckSince;
          waitsAtTop++;
          stuckSince = undefined;
        }
        last = now;
        page.requestAnimationFrame(frame);
      };
      page.requestAnimationFrame(frame);
    });

  let oldestIndex = Number.NaN;
  let newestIndex = Number.NaN;
  performance.mark('long-list:up');
  const upMs = await glide(-1, () => {
    if (scroller.scrollTop > 0) return false;
    oldestIndex = shownIndex(plan.oldestId);
    return !Number.isNaN(oldestIndex);
  });
  performance.mark('long-list:down');
  const downMs = await glide(1, () => {
    if (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) return false;
    newestIndex = shownIndex(plan.newestId);
    return !Number.isNaN(newestIndex);
  });
  performance.mark('long-list:end');
  return { upMs, downMs, rafFrameMs, waitingAtTopMs, waitsAtTop, oldestIndex, newestIndex };
}
