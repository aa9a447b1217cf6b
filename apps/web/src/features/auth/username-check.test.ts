import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUsernameChecker, isCheckableUsername, type UsernameAvailability } from './username-check';

function setup(check: (username: string, signal: AbortSignal) => Promise<boolean>) {
  const states: UsernameAvailability[] = [];
  const checker = createUsernameChecker({ check, onChange: (state) => states.push(state) });
  return { checker, states };
}

describe('createUsernameChecker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks only after a 500 ms pause, then reports available', async () => {
    const check = vi.fn(async () => true);
    const { checker, states } = setup(check);
    checker.update('lena');
    await vi.advanceTimersByTimeAsync(499);
    expect(check).not.toHaveBeenCalled();
    expect(states).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledWith('lena', expect.any(AbortSignal));
    expect(states).toEqual(['checking', 'available']);
  });

  it('reports a taken name', async () => {
    const { checker, states } = setup(async () => false);
    checker.update('admin');
    await vi.advanceTimersByTimeAsync(500);
    expect(states).toEqual(['checking', 'taken']);
  });

  it('restarts the pause on every keystroke and checks only the last spelling', async () => {
    const check = vi.fn(async () => true);
    const { checker } = setup(check);
    checker.update('len');
    await vi.advanceTimersByTimeAsync(300);
    checker.update('lena');
    await vi.advanceTimersByTimeAsync(300);
    checker.update('lena_');
    await vi.advanceTimersByTimeAsync(500);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('lena_', expect.any(AbortSignal));
  });

  it('never asks about names shorter than 3 characters', async () => {
    const check = vi.fn(async () => true);
    const { checker, states } = setup(check);
    checker.update('le');
    await vi.advanceTimersByTimeAsync(2000);
    expect(check).not.toHaveBeenCalled();
    expect(states).toEqual([]);
  });

  it('drops a late answer about an older spelling and aborts its request', async () => {
    let resolveFirst: (value: boolean) => void = () => {};
    let firstSignal: AbortSignal | undefined;
    const check = vi.fn((username: string, signal: AbortSignal) => {
      if (username === 'anna') {
        firstSignal = signal;
        return new Promise<boolean>((resolve) => {
          resolveFirst = resolve;
        });
      }
      return Promise.resolve(true);
    });
    const { checker, states } = setup(check);
    checker.update('anna');
    await vi.advanceTimersByTimeAsync(500);
    checker.update('anna_k');
    expect(firstSignal?.aborted).toBe(true);
    resolveFirst(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(states).toEqual(['checking', 'idle', 'checking', 'available']);
  });

  it('goes back to idle when the name is edited after a result', async () => {
    const { checker, states } = setup(async () => false);
    checker.update('taken');
    await vi.advanceTimersByTimeAsync(500);
    checker.update('ta');
    expect(states).toEqual(['checking', 'taken', 'idle']);
  });

  it('says nothing when the check fails', async () => {
    const { checker, states } = setup(async () => {
      throw new Error('offline');
    });
    checker.update('lena');
    await vi.advanceTimersByTimeAsync(500);
    expect(states).toEqual(['checking', 'idle']);
  });

  it('cancels the pending check on dispose', async () => {
    const check = vi.fn(async () => true);
    const { checker } = setup(check);
    checker.update('lena');
    checker.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('isCheckableUsername', () => {
  it('accepts 3 to 20 allowed characters only', () => {
    expect(isCheckableUsername('abc')).toBe(true);
    expect(isCheckableUsername('ab')).toBe(false);
    expect(isCheckableUsername('a'.repeat(21))).toBe(false);
    expect(isCheckableUsername('has space')).toBe(false);
  });
});
