import { PUBLIC_ROOMS_TOPIC, type TRoomListItem, type UserEvent, userTopic } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import type { BusSubscription, EventBus } from './bus';
import type { EventQueue } from './event-queue';
import { InProcessBus } from './in-process-bus';
import { MemberTopics } from './member-topics';

/** The in-process bus, keeping each subscription's queue so a test can end one as Redis might. */
class WatchedBus extends InProcessBus implements EventBus {
  readonly subscriptions: { topic: string; queue: EventQueue<unknown>; signal: AbortSignal }[] = [];

  override subscribe<T>(topic: string, signal: AbortSignal): BusSubscription<T> {
    const subscription = super.subscribe<T>(topic, signal);
    this.subscriptions.push({ topic, queue: subscription as unknown as EventQueue<unknown>, signal });
    return subscription;
  }

  open(topic: string): number {
    return this.subscriptions.filter((s) => s.topic === topic && !s.signal.aborted && !s.queue.isEnded)
      .length;
  }
}

const ANNA = '00000000-0000-4000-8000-00000000000a';
const BEN = '00000000-0000-4000-8000-00000000000b';

function roomCreated(createdBy: string): UserEvent {
  const room = { id: 'r1', name: 'Kaffee', isPrivate: false, isMember: false, createdBy, memberCount: 1 };
  return { type: 'room_created', room: room as unknown as TRoomListItem };
}

/** Lets the topic's loop hand on what was published (the bus's queue is read asynchronously). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('member topics', () => {
  it('follows a member’s topic once for all their listeners, in publish order, until the last stops', async () => {
    const bus = new WatchedBus();
    const topics = new MemberTopics(bus, (error) => {
      throw error;
    });
    const heard: string[] = [];
    const first = topics.listen(ANNA, (event) => heard.push(`1:${event.type}`));
    const second = topics.listen(ANNA, (event) => heard.push(`2:${event.type}`));
    await Promise.all([first.ready, second.ready]);
    expect(bus.open(userTopic(ANNA))).toBe(1);

    await bus.publish(userTopic(ANNA), { type: 'relations_changed' });
    await bus.publish(userTopic(ANNA), { type: 'access_changed', roomId: 'r1' });
    await bus.publish(userTopic(BEN), { type: 'relations_changed' });
    await settle();
    expect(heard).toEqual([
      '1:relations_changed',
      '2:relations_changed',
      '1:access_changed',
      '2:access_changed',
    ]);

    first.stop();
    first.stop();
    expect(bus.open(userTopic(ANNA))).toBe(1);
    second.stop();
    expect(bus.open(userTopic(ANNA))).toBe(0);
    expect(topics.size).toBe(0);
  });

  it('hands new public rooms to every listener that asked, as each member’s list shows them', async () => {
    const bus = new WatchedBus();
    const topics = new MemberTopics(bus, () => {});
    const seen = new Map<string, boolean>();
    const anna = topics.listen(
      ANNA,
      (event) => event.type === 'room_created' && seen.set('anna', event.room.isMember),
      { publicRooms: true },
    );
    const ben = topics.listen(
      BEN,
      (event) => event.type === 'room_created' && seen.set('ben', event.room.isMember),
      {
        publicRooms: true,
      },
    );
    const quiet = topics.listen(BEN, () => seen.set('quiet', true));
    await Promise.all([anna.ready, ben.ready, quiet.ready]);
    expect(bus.open(PUBLIC_ROOMS_TOPIC)).toBe(1);

    await bus.publish(PUBLIC_ROOMS_TOPIC, roomCreated(ANNA));
    await settle();
    expect(Object.fromEntries(seen)).toEqual({ anna: true, ben: false });
    for (const listening of [anna, ben, quiet]) listening.stop();
    expect(bus.open(PUBLIC_ROOMS_TOPIC)).toBe(0);
  });

  it('keeps a failing listener’s error to itself, and tells listeners when the bus ends the topic', async () => {
    const bus = new WatchedBus();
    const errors: unknown[] = [];
    const topics = new MemberTopics(bus, (error) => errors.push(error));
    const heard: string[] = [];
    let ended = 0;
    const failing = topics.listen(ANNA, () => {
      throw new Error('listener failed');
    });
    const steady = topics.listen(ANNA, (event) => heard.push(event.type), { ended: () => ended++ });
    await Promise.all([failing.ready, steady.ready]);
    await bus.publish(userTopic(ANNA), { type: 'relations_changed' });
    await settle();
    expect(heard).toEqual(['relations_changed']);
    expect(errors).toHaveLength(1);

    // The bus gives up on the subscription (as a Redis bus may): listeners hear that it ended,
    // and the next listener subscribes again.
    bus.subscriptions.find((s) => s.topic === userTopic(ANNA))?.queue.end();
    await settle();
    expect(ended).toBe(1);
    expect(topics.size).toBe(0);
    const again = topics.listen(ANNA, (event) => heard.push(`again:${event.type}`));
    await again.ready;
    await bus.publish(userTopic(ANNA), { type: 'relations_changed' });
    await settle();
    expect(heard).toEqual(['relations_changed', 'again:relations_changed']);
    // Stopping after the end is harmless, and does not end the new subscription.
    steady.stop();
    expect(bus.open(userTopic(ANNA))).toBe(1);
    again.stop();
  });
});
