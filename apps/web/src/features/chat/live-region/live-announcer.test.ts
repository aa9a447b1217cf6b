import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveAnnouncer } from './live-announcer';

describe('LiveAnnouncer', () => {
  afterEach(() => vi.useRealTimers());

  it('says the latest announcement and clears it after 1 s', () => {
    vi.useFakeTimers();
    const announcer = new LiveAnnouncer();
    const listener = vi.fn();
    announcer.subscribe(listener);
    announcer.announce('New message from Anna');
    expect(announcer.current()).toBe('New message from Anna');
    vi.advanceTimersByTime(600);
    announcer.announce('Ben joined');
    vi.advanceTimersByTime(999);
    expect(announcer.current()).toBe('Ben joined');
    vi.advanceTimersByTime(1);
    expect(announcer.current()).toBe('');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
