import { describe, expect, it, vi } from 'vitest';
import { RELOADS_KEY, reloadToRetry, retryDelay, startSucceeded, TIMED_RELOADS } from './reload-to-retry';

function fakeWindow(onLine = true, stored: string | null = null) {
  const storage = new Map<string, string>(stored === null ? [] : [[RELOADS_KEY, stored]]);
  const listeners = new Map<string, () => void>();
  const timers: { ms: number; run: () => void }[] = [];
  const win = {
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    location: { reload: vi.fn() },
    navigator: { onLine },
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    setTimeout: (run: () => void, ms: number) => {
      timers.push({ ms, run });
      return timers.length;
    },
  };
  return {
    win: win as unknown as Parameters<typeof reloadToRetry>[0],
    storage,
    listeners,
    timers,
    reload: win.location.reload,
  };
}

describe('reloading to retry the start', () => {
  it('waits 1 s, then twice as long each time, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('reloads after the delay for the reloads made so far, and counts this one', () => {
    const { win, timers, reload, storage } = fakeWindow(true, '2');
    reloadToRetry(win);
    expect(reload).not.toHaveBeenCalled();
    expect(timers.map((timer) => timer.ms)).toEqual([4000]);
    timers[0]?.run();
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.get(RELOADS_KEY)).toBe('3');
  });

  it('offline, reloads once the browser is back online, not on a timer', () => {
    const { win, timers, listeners, reload } = fakeWindow(false);
    reloadToRetry(win);
    expect(timers).toEqual([]);
    listeners.get('online')?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('after the timed reloads, waits for the browser to be online again or the tab to get the focus', () => {
    const { win, timers, listeners, reload, storage } = fakeWindow(true, String(TIMED_RELOADS));
    reloadToRetry(win);
    expect(timers).toEqual([]);
    expect([...listeners.keys()].sort()).toEqual(['focus', 'online']);
    listeners.get('focus')?.();
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.get(RELOADS_KEY)).toBe(String(TIMED_RELOADS + 1));
  });

  it('a start that went through forgets the count', () => {
    const { win, storage } = fakeWindow(true, '4');
    startSucceeded(win);
    expect(storage.has(RELOADS_KEY)).toBe(false);
  });

  it('blocked storage still retries, after the first delay', () => {
    const { win, timers, reload } = fakeWindow(true);
    win.sessionStorage.getItem = () => {
      throw new Error('blocked');
    };
    win.sessionStorage.setItem = () => {
      throw new Error('blocked');
    };
    reloadToRetry(win);
    expect(timers.map((timer) => timer.ms)).toEqual([1000]);
    timers[0]?.run();
    expect(reload).toHaveBeenCalledOnce();
  });
});
