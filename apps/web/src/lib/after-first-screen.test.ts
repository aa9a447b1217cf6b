import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('work after the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('waits until the first screen is shown, then for a quiet moment', async () => {
    const { afterFirstScreen, firstScreenShown } = await import('./after-first-screen');
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('styles'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual([]);
    firstScreenShown();
    await vi.advanceTimersByTimeAsync(300);
    expect(ran).toEqual(['styles']);
  });

  it('does not wait for ever on a screen that never says it is shown', async () => {
    const { afterFirstScreen } = await import('./after-first-screen');
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('toasts'));
    await vi.advanceTimersByTimeAsync(2900);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(ran).toEqual(['toasts']);
  });

  it('can be called off before it runs', async () => {
    const { afterFirstScreen, firstScreenShown } = await import('./after-first-screen');
    const ran: string[] = [];
    const cancel = afterFirstScreen(() => ran.push('drawer'));
    firstScreenShown();
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ran).toEqual([]);
  });
});
