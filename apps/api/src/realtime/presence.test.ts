import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { InProcessBus } from './in-process-bus';
import { Presence } from './presence';
import { MemoryPresenceStore } from './presence-memory-store';

const ROOM = 'room-1';

async function setup() {
  const bus = new InProcessBus();
  const events: RoomEvent[] = [];
  const subscription = bus.subscribe<RoomEvent>(roomTopic(ROOM), new AbortController().signal);
  void (async () => {
    for await (const event of subscription) events.push(event);
  })();
  return { presence: new Presence(bus, new MemoryPresenceStore()), events };
}

/** Waits until `events` holds `count` events; the online list comes a moment after a change. */
async function received(events: RoomEvent[], count: number): Promise<void> {
  const deadline = Date.now() + 2000;
  while (events.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${events.length}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('Presence', () => {
  it('counts connections: joined on the first, left on the last, a list after each change', async () => {
    const { presence, events } = await setup();
    await presence.enter(ROOM, 'a');
    await presence.enter(ROOM, 'a');
    await presence.enter(ROOM, 'b');
    await received(events, 3);
    expect(events).toEqual([
      { type: 'user_joined', roomId: ROOM, userId: 'a' },
      { type: 'user_joined', roomId: ROOM, userId: 'b' },
      { type: 'room_online_users', roomId: ROOM, onlineUsers: ['a', 'b'] },
    ]);
    events.length = 0;
    // a still has a connection: nothing to tell. A change after it (c comes) is told, and
    // its list would show a leaving too early.
    await presence.leave(ROOM, 'a');
    await presence.enter(ROOM, 'c');
    await received(events, 2);
    expect(events).toEqual([
      { type: 'user_joined', roomId: ROOM, userId: 'c' },
      { type: 'room_online_users', roomId: ROOM, onlineUsers: ['a', 'b', 'c'] },
    ]);
    events.length = 0;
    await presence.leave(ROOM, 'a');
    await presence.leave(ROOM, 'a');
    await received(events, 2);
    expect(events).toEqual([
      { type: 'user_left', roomId: ROOM, userId: 'a' },
      { type: 'room_online_users', roomId: ROOM, onlineUsers: ['b', 'c'] },
    ]);
    expect(await presence.online(ROOM)).toEqual(['b', 'c']);
  });
});
