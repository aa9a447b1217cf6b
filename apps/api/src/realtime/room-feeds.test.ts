import type { RoomEvent, TMessage } from '@nahbar/contracts';
import { roomTopic, TYPING_INDICATOR_TIMEOUT_MS } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { until } from '../../test/positive-signals';
import { InProcessBus } from './in-process-bus';
import type { MessageSource } from './room-feed';
import { RoomFeeds } from './room-feeds';

const ROOM = 'room-1';

function message(sequenceId: number): TMessage {
  return {
    id: `m${sequenceId}`,
    roomId: ROOM,
    userId: 'u1',
    sequenceId,
    content: `#${sequenceId}`,
    createdAt: new Date(0).toISOString(),
    messageType: 'text',
    photoUrl: null,
    photoFileName: null,
    mentionedUserIds: [],
    user: { id: 'u1', displayName: 'U', username: 'u', gender: 'female', avatar: null, primaryPhoto: null },
  };
}

/** An in-memory history; `onRead` runs before each read, to publish "meanwhile". */
function history(count: number, onRead: () => void = () => {}) {
  const stored = Array.from({ length: count }, (_, i) => message(i + 1));
  const source: MessageSource = {
    head: async () => stored.length,
    after: async (_room, after, limit) => {
      onRead();
      return stored.filter((m) => m.sequenceId > after).slice(0, limit);
    },
  };
  return { stored, source };
}

const newMessage = (sequenceId: number): RoomEvent => ({ type: 'new_message', message: message(sequenceId) });

function collector() {
  const seen: number[] = [];
  const cursors: number[] = [];
  const events: RoomEvent[] = [];
  const emit = (event: RoomEvent, cursor: number) => {
    if (event.type === 'new_message') seen.push(event.message.sequenceId);
    cursors.push(cursor);
    events.push(event);
  };
  return { seen, cursors, events, emit };
}

let markers = 0;

/**
 * Publishes a typing event after everything else and waits for every collector to get it:
 * whatever the feed was going to pass on before it has been passed on.
 */
async function drained(bus: InProcessBus, ...collectors: ReturnType<typeof collector>[]): Promise<void> {
  markers += 1;
  const userId = `marker-${markers}`;
  await bus.publish(roomTopic(ROOM), { type: 'user_typing', roomId: ROOM, userId, isTyping: false });
  await until(
    () => collectors.every((c) => c.events.some((e) => e.type === 'user_typing' && e.userId === userId)),
    'the marker',
  );
}

describe('RoomFeeds', () => {
  it('puts messages published out of order back in order, reading skipped ones, dropping late ones', async () => {
    const bus = new InProcessBus();
    const { stored, source } = history(0);
    const feeds = new RoomFeeds(bus, source);
    const c = collector();
    await feeds.follow(ROOM, undefined, c.emit);
    // Senders commit 1..3 in order but 2 and 3 publish before 1.
    stored.push(message(1), message(2), message(3));
    await bus.publish(roomTopic(ROOM), newMessage(2));
    await until(() => c.seen.includes(2), 'message 2');
    await bus.publish(roomTopic(ROOM), newMessage(3));
    await bus.publish(roomTopic(ROOM), newMessage(1));
    await bus.publish(roomTopic(ROOM), newMessage(3));
    await drained(bus, c);
    expect(c.seen).toEqual([1, 2, 3]);
    // The marker comes last, at the cursor of message 3.
    expect(c.cursors).toEqual([1, 2, 3, 3]);
  });

  it('waits for skipped messages on the bus before reading them, holding what came after', async () => {
    const bus = new InProcessBus();
    const { stored, source } = history(0);
    let reads = 0;
    const counted: MessageSource = {
      head: source.head,
      after: (...args) => {
        reads += 1;
        return source.after(...args);
      },
    };
    const feeds = new RoomFeeds(bus, counted);
    const c = collector();
    await feeds.follow(ROOM, undefined, c.emit);
    stored.push(message(1), message(2), message(3));
    // As two instances' messages meet: 3 and 2 come before 1, a typing event between them.
    await bus.publish(roomTopic(ROOM), newMessage(3));
    await bus.publish(roomTopic(ROOM), { type: 'user_typing', roomId: ROOM, userId: 'u2', isTyping: true });
    await bus.publish(roomTopic(ROOM), newMessage(2));
    await bus.publish(roomTopic(ROOM), newMessage(1));
    await drained(bus, c);
    expect(c.seen).toEqual([1, 2, 3]);
    expect(c.events.map((e) => e.type)).toEqual([
      'new_message',
      'new_message',
      'new_message',
      'user_typing',
      'user_typing',
    ]);
    expect(reads).toBe(0);
  });

  it('passes every message once and in order whatever the bus does: shuffled, doubled, lost', async () => {
    // A small seeded generator: the same cases on every run, and a failure names its seed.
    let seed = 17;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 25; round++) {
      const bus = new InProcessBus();
      const { stored, source } = history(0);
      const feeds = new RoomFeeds(bus, source);
      const c = collector();
      await feeds.follow(ROOM, undefined, c.emit);
      const count = 5 + Math.floor(random() * 20);
      for (let i = 1; i <= count; i++) stored.push(message(i));
      // Nearby messages swap places (two instances' messages meeting), some come twice, at most
      // two are lost; a typing event after each message that arrives.
      const arrivals = Array.from({ length: count }, (_, i) => i + 1)
        .map((sequenceId) => ({ sequenceId, at: sequenceId + random() * 3 }))
        .sort((a, b) => a.at - b.at)
        .map((a) => a.sequenceId);
      const lost = new Set(
        Array.from({ length: Math.floor(random() * 3) }, () => 1 + Math.floor(random() * count)),
      );
      const typists: string[] = [];
      for (const sequenceId of arrivals) {
        if (lost.has(sequenceId)) continue;
        await bus.publish(roomTopic(ROOM), newMessage(sequenceId));
        if (random() < 0.3) await bus.publish(roomTopic(ROOM), newMessage(sequenceId));
        typists.push(`t${sequenceId}`);
        await bus.publish(roomTopic(ROOM), {
          type: 'user_typing',
          roomId: ROOM,
          userId: `t${sequenceId}`,
          isTyping: true,
        });
      }
      // The last message is lost too: nothing would tell the feed of it, as in life, until the next.
      if (lost.has(count)) {
        stored.push(message(count + 1));
        await bus.publish(roomTopic(ROOM), newMessage(count + 1));
      }
      await drained(bus, c);
      const expected = Array.from({ length: lost.has(count) ? count + 1 : count }, (_, i) => i + 1);
      expect(c.seen, `round ${round}`).toEqual(expected);
      const typing = c.events.flatMap((e) => (e.type === 'user_typing' && e.isTyping ? [e.userId] : []));
      expect(typing, `round ${round}`).toEqual(typists);
    }
  });

  it('passes a held message on when the database cannot fill the gap before it', async () => {
    const bus = new InProcessBus();
    const errors: unknown[] = [];
    const failing: MessageSource = {
      head: async () => 0,
      after: async () => {
        throw new Error('database away');
      },
    };
    const feeds = new RoomFeeds(bus, failing, (error) => errors.push(error));
    const c = collector();
    await feeds.follow(ROOM, undefined, c.emit);
    await bus.publish(roomTopic(ROOM), newMessage(3));
    await drained(bus, c);
    expect(c.seen).toEqual([3]);
    expect(errors).toEqual([new Error('database away')]);
  });

  it('tells a reader who comes in who is typing, until the flag is lowered or its time is up', async () => {
    const bus = new InProcessBus();
    let now = 1_000_000;
    const { stored, source } = history(0);
    const feeds = new RoomFeeds(
      bus,
      source,
      () => {},
      () => now,
    );
    const first = collector();
    await feeds.follow(ROOM, undefined, first.emit);
    const typing = (userId: string, isTyping: boolean): RoomEvent => ({
      type: 'user_typing',
      roomId: ROOM,
      userId,
      isTyping,
    });
    await bus.publish(roomTopic(ROOM), typing('u2', true));
    await bus.publish(roomTopic(ROOM), typing('u3', true));
    await bus.publish(roomTopic(ROOM), typing('u3', false));
    await bus.publish(roomTopic(ROOM), typing('u1', true));
    // u1's message ends u1's typing.
    stored.push(message(1));
    await bus.publish(roomTopic(ROOM), newMessage(1));
    await drained(bus, first);
    const second = collector();
    await feeds.follow(ROOM, undefined, second.emit);
    expect(second.events).toEqual([typing('u2', true)]);
    // Its stop was lost (an instance gone): after the server's clearing timeout it is over.
    now += TYPING_INDICATOR_TIMEOUT_MS;
    const third = collector();
    await feeds.follow(ROOM, undefined, third.emit);
    expect(third.events).toEqual([]);
  });

  it('replays from a sequence id, then goes live, each message once, over several pages', async () => {
    const bus = new InProcessBus();
    let published = false;
    const { stored, source } = history(250, () => {
      if (published) return;
      published = true;
      // A message commits and is published while the replay reads.
      stored.push(message(251));
      void bus.publish(roomTopic(ROOM), newMessage(251));
    });
    const feeds = new RoomFeeds(bus, source);
    const c = collector();
    const following = await feeds.follow(ROOM, 7, c.emit);
    stored.push(message(252));
    await bus.publish(roomTopic(ROOM), newMessage(252));
    await drained(bus, c);
    expect(c.seen).toEqual(Array.from({ length: 245 }, (_, i) => i + 8));
    expect(following.position).toBe(251);
  });

  it('starts at the head without a sequence id, and shares one bus subscription per room', async () => {
    const bus = new InProcessBus();
    let subscriptions = 0;
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = (topic, signal) => {
      subscriptions += 1;
      return subscribe(topic, signal);
    };
    const { stored, source } = history(5);
    const feeds = new RoomFeeds(bus, source);
    const [one, two] = [collector(), collector()];
    const first = await feeds.follow(ROOM, undefined, one.emit);
    const second = await feeds.follow(ROOM, undefined, two.emit);
    expect([first.position, second.position]).toEqual([5, 5]);
    stored.push(message(6));
    await bus.publish(roomTopic(ROOM), newMessage(6));
    await bus.publish(roomTopic(ROOM), { type: 'user_typing', roomId: ROOM, userId: 'u2', isTyping: true });
    await drained(bus, one, two);
    expect(one.seen).toEqual([6]);
    expect(two.seen).toEqual([6]);
    // The typing event and the marker pass on at the cursor of message 6.
    expect(two.cursors).toEqual([6, 6, 6]);
    expect(subscriptions).toBe(1);
    first.stop();
    expect(feeds.size).toBe(1);
    second.stop();
    expect(feeds.size).toBe(0);
  });
});
