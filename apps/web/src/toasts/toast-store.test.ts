import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./toast-store');
let store: Store;

/** The messages shown, newest first. */
const shown = () => store.currentToasts().map((toast) => toast.message);

beforeEach(async () => {
  vi.useFakeTimers();
  // A fresh store for each case: the module holds the app's one list.
  vi.resetModules();
  store = await import('./toast-store');
});
afterEach(() => vi.useRealTimers());

describe('the toasts store', () => {
  it('stacks toasts newest first, three at most', () => {
    for (const message of ['one', 'two', 'three', 'four']) store.showToast({ message });
    expect(shown()).toEqual(['four', 'three', 'two']);
  });

  it('tells its listeners of each change', () => {
    const listener = vi.fn();
    const stop = store.subscribeToasts(listener);
    const id = store.showToast({ message: 'one' });
    store.dismissToast(id);
    stop();
    store.showToast({ message: 'two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('replaces the toast of the same action, wherever it stood, with the new one on top', () => {
    store.showToast({ message: 'Password change failed', key: 'password-change', tone: 'danger' });
    store.showToast({ message: 'other' });
    store.showToast({ message: 'Password changed', key: 'password-change', tone: 'success' });
    expect(shown()).toEqual(['Password changed', 'other']);
    // Toasts without a key never replace each other.
    store.showToast({ message: 'other' });
    expect(shown()).toEqual(['other', 'Password changed', 'other']);
  });

  it('drops the toasts of a screen once the member leaves it, and keeps the others', () => {
    store.enterScreen('anna /settings');
    store.showToast({ message: 'Deletion failed', screenOnly: true });
    store.showToast({ message: 'Account deleted' });
    store.enterScreen('anna /settings');
    expect(shown()).toEqual(['Account deleted', 'Deletion failed']);
    store.enterScreen('visitor /');
    expect(shown()).toEqual(['Account deleted']);
  });

  it('keeps a screen toast raised on the new screen', () => {
    store.enterScreen('visitor /');
    store.showToast({ message: 'Login failed', screenOnly: true });
    store.enterScreen('visitor /privacy');
    store.showToast({ message: 'Here', screenOnly: true });
    expect(shown()).toEqual(['Here']);
  });

  it('closes normal toasts after 5 s, high ones after 8 s, and keeps urgent ones', () => {
    store.showToast({ message: 'normal' });
    store.showToast({ message: 'high', priority: 'high' });
    store.showToast({ message: 'urgent', priority: 'urgent' });
    vi.advanceTimersByTime(4999);
    expect(shown()).toEqual(['urgent', 'high', 'normal']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['urgent', 'high']);
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(['urgent']);
    vi.advanceTimersByTime(3_600_000);
    expect(shown()).toEqual(['urgent']);
    expect(store.toastDuration('urgent')).toBeNull();
  });

  it('holds a toast under the pointer and gives it its full time again after', () => {
    const id = store.showToast({ message: 'read me' });
    vi.advanceTimersByTime(4000);
    store.holdToast(id);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['read me']);
    store.releaseToast(id);
    vi.advanceTimersByTime(4999);
    expect(shown()).toEqual(['read me']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('lets a replaced or pushed-out toast time out no other', () => {
    store.showToast({ message: 'first', key: 'a' });
    vi.advanceTimersByTime(3000);
    store.showToast({ message: 'second', key: 'a' });
    vi.advanceTimersByTime(2500);
    expect(shown()).toEqual(['second']);
  });
});
