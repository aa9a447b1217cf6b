import { describe, expect, it, vi } from 'vitest';
import { createSearchDialogStore } from './search-dialog-store';

describe('createSearchDialogStore', () => {
  it('opens and closes, telling listeners only about changes', () => {
    const store = createSearchDialogStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.open();
    store.open();
    expect(store.isOpen()).toBe(true);
    store.close();
    expect(store.isOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lets the first mounted host render the dialog and hands over when it goes', () => {
    const store = createSearchDialogStore();
    const beside = Symbol('beside');
    const drawer = Symbol('drawer');
    const releaseBeside = store.addHost(beside);
    const releaseDrawer = store.addHost(drawer);
    expect(store.activeHost()).toBe(beside);
    releaseBeside();
    expect(store.activeHost()).toBe(drawer);
    releaseDrawer();
    expect(store.activeHost()).toBeUndefined();
  });

  it('stops telling a listener once it unsubscribed', () => {
    const store = createSearchDialogStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.open();
    expect(listener).not.toHaveBeenCalled();
  });
});
