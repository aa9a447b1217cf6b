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

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('Presence', () => {
  it('counts connections: joined on the first, left on the last, a list after each change', async () => {
    const { presence, events } = await setup();
    await presence.enter(ROOM, 'a');
    await presence.enter(ROOM, 'a');
    await presence.enter(ROOM, 'b');
    await settle();
    expect(events).toEqual([
      { type: 'user_joined', roomId: ROOM, userId: 'a' },
      { type: 'user_joined', roomId: ROOM, userId: 'b' },
      { type: 'room_online_users', roomId: ROOM, onlineUsers: ['a', 'b'] },
    ]);
    events.length = 0;
    await presence.leave(ROOM, 'a');
    await settle();
    expect(events).toEqual([]);
    await presence.leave(ROOM, 'a');
    await presence.leave(ROOM, 'a');
    await settle();
    expect(events).toEqual([
      { type: 'user_left', roomId: ROOM, userId: 'a' },
      { type: 'room_online_users', roomId: ROOM, onlineUsers: ['b'] },
    ]);
    expect(await presence.online(ROOM)).toEqual(['b']);
  });
});
