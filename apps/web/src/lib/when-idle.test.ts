import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('work for a quiet moment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the browser's idle callback, at most the given time, and can be called off", () => {
    const asked: { timeout?: number }[] = [];
    const callbacks = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout?: number }) => {
      asked.push(options);
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.delete(handle));
    const ran: string[] = [];
    whenIdle(() => ran.push('first'), 1500);
    const cancel = whenIdle(() => ran.push('second'));
    cancel();
    expect(ran).toEqual([]);
    for (const callback of callbacks.values()) callback();
    expect(ran).toEqual(['first']);
    expect(asked).toEqual([{ timeout: 1500 }, { timeout: 2000 }]);
  });

  it('falls back to a short timer where there are no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran: string[] = [];
    whenIdle(() => ran.push('later'));
    const cancel = whenIdle(() => ran.push('never'));
    cancel();
    vi.advanceTimersByTime(199);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['later']);
  });
});
