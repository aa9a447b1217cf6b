import { type RoomEvent, roomTopic, TYPING_INDICATOR_TIMEOUT_MS } from '@nahbar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBus } from './bus';
import { Typing } from './typing';

function recordingBus() {
  const published: RoomEvent[] = [];
  const bus: Pick<EventBus, 'publish'> = {
    publish: async (topic, event) => {
      expect(topic).toBe(roomTopic('r'));
      published.push(event as RoomEvent);
    },
  };
  return { bus: bus as EventBus, published };
}

const flags = (events: RoomEvent[]) => events.map((e) => (e.type === 'user_typing' ? e.isTyping : null));

describe('Typing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears a flag 3 s after its last start, and a stop cancels the clear', async () => {
    vi.useFakeTimers();
    const { bus, published } = recordingBus();
    const typing = new Typing(bus);
    await typing.set('r', 'u', true);
    await vi.advanceTimersByTimeAsync(TYPING_INDICATOR_TIMEOUT_MS - 500);
    await typing.set('r', 'u', true);
    await vi.advanceTimersByTimeAsync(TYPING_INDICATOR_TIMEOUT_MS - 1);
    expect(flags(published)).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(flags(published)).toEqual([true, true, false]);

    await typing.set('r', 'u', true);
    await typing.set('r', 'u', false);
    await vi.advanceTimersByTimeAsync(TYPING_INDICATOR_TIMEOUT_MS * 2);
    expect(flags(published)).toEqual([true, true, false, true, false]);
    await typing.clear('r', 'u');
    expect(published).toHaveLength(5);
  });

  it('passes on a repeated start at most once a second, and every stop', async () => {
    vi.useFakeTimers();
    const { bus, published } = recordingBus();
    const typing = new Typing(bus);
    await typing.set('r', 'u', true);
    for (let press = 0; press < 9; press += 1) {
      await vi.advanceTimersByTimeAsync(100);
      await typing.set('r', 'u', true);
    }
    expect(flags(published)).toEqual([true]);
    await vi.advanceTimersByTimeAsync(100);
    await typing.set('r', 'u', true);
    expect(flags(published)).toEqual([true, true]);
    await typing.set('r', 'u', false);
    await typing.set('r', 'u', true);
    expect(flags(published)).toEqual([true, true, false, true]);
    typing.close();
  });
});
