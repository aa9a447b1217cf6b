/** How many reloads in a row this tab has made to get the app's start going (sessionStorage). */
export const RELOADS_KEY = 'nahbar.startReloads';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/**
 * Reloads on a timer, about a minute in all; after them only the browser coming back online or
 * the member coming back to the tab reloads it: a failure a reload cannot mend (a chunk the
 * browser cannot run) must not reload a tab in the background for ever.
 */
export const TIMED_RELOADS = 6;

/** 1 s, 2 s, 4 s, … up to 30 s: a flaky link gets quick retries, a dead one is not hammered. */
export function retryDelay(reloadsSoFar: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, reloadsSoFar));
}

type RetryWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: Pick<Location, 'reload'>;
  navigator: Pick<Navigator, 'onLine'>;
};

function reloadsSoFar(win: RetryWindow): number {
  try {
    return Number(win.sessionStorage.getItem(RELOADS_KEY)) || 0;
  } catch {
    return 0; // storage blocked: every retry waits the first delay
  }
}

/**
 * Reloads the page after a growing delay, or as soon as the browser is back online: for a start
 * that cannot go on (the member's language did not arrive). After `TIMED_RELOADS`, only when
 * the browser is back online or the tab has the focus again. A reload, not another `import()`:
 * the browser remembers a module that failed to load and fails every later import of the same
 * address at once, for as long as the page lives.
 */
export function reloadToRetry(win: RetryWindow): void {
  const count = reloadsSoFar(win);
  const reload = () => {
    try {
      win.sessionStorage.setItem(RELOADS_KEY, String(count + 1));
    } catch {
      // storage blocked: the next retry waits the first delay again
    }
    win.location.reload();
  };
  if (!win.navigator.onLine || count >= TIMED_RELOADS) {
    win.addEventListener('online', reload, { once: true });
    if (count >= TIMED_RELOADS) win.addEventListener('focus', reload, { once: true });
    return;
  }
  win.setTimeout(reload, retryDelay(count));
}

/** The start went through: the next failure starts again from the first delay. */
export function startSucceeded(win: Pick<RetryWindow, 'sessionStorage'>): void {
  try {
    win.sessionStorage.removeItem(RELOADS_KEY);
  } catch {
    // storage blocked: nothing was counted
  }
}
