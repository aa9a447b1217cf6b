import { type RoomEvent, roomTopic, type UserEvent, userTopic } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds, testServiceUrl } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { PresenceDeparture } from '../src/realtime/presence';
import { RedisPresenceStore } from '../src/realtime/presence-redis-store';
import { RedisBus } from '../src/realtime/redis-bus';
import { sendMessage } from '../src/services/messages/send-message';
import { ORIGIN, testConfig } from './harness';
import { eventually, listen, recordSubscription, trpcLiveClient, WsClient } from './live-clients';
import { freshRoom, liveMember, rest } from './live-fixtures';

/**
 * Runs when TEST_REDIS_URL is set (CI must set it); then an unreachable Redis fails the suite
 * instead of skipping it.
 */
const redisUrl = testServiceUrl('TEST_REDIS_URL');

async function assertRedisReachable(url: string): Promise<void> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    expect(await probe.ping()).toBe('PONG');
  } catch (error) {
    throw new Error(`TEST_REDIS_URL is set but Redis at ${url} cannot be reached: ${String(error)}`);
  } finally {
    probe.disconnect();
  }
}

describe.runIf(redisUrl)('Redis bus and presence', () => {
  const url = redisUrl ?? '';
  beforeAll(() => assertRedisReachable(url));

  it('shares one SUBSCRIBE among local subscribers and delivers across buses', async () => {
    const [one, two] = [new RedisBus(url), new RedisBus(url)];
    const topic = `test:${Date.now()}:${Math.random()}`;
    const controller = new AbortController();
    const first = one.subscribe<{ n: number }>(topic, controller.signal);
    const second = one.subscribe<{ n: number }>(topic, controller.signal);
    await Promise.all([first.ready, second.ready]);
    await two.publish(topic, { n: 1 });
    const [a, b] = [first[Symbol.asyncIterator](), second[Symbol.asyncIterator]()];
    expect((await a.next()).value).toEqual({ n: 1 });
    expect((await b.next()).value).toEqual({ n: 1 });
    const channels = (await one.commands.call('PUBSUB', 'NUMSUB', `nahbar:batched:${topic}`)) as [
      string,
      number,
    ];
    expect(channels[1]).toBe(1);
    controller.abort();
    await Promise.all([one.close(), two.close()]);
  });

  it('hands an event to local subscribers at once and once, and a turn’s events to Redis as one PUBLISH', async () => {
    const [one, two] = [new RedisBus(url), new RedisBus(url)];
    const topic = `test:${Date.now()}:${Math.random()}`;
    const tap = new Redis(url);
    const published: string[] = [];
    const earlierRelease: string[] = [];
    tap.on('message', (channel: string, payload: string) =>
      (channel === `nahbar:${topic}` ? earlierRelease : published).push(payload),
    );
    await tap.subscribe(`nahbar:batched:${topic}`, `nahbar:${topic}`);
    const controller = new AbortController();
    const here = one.subscribe<{ n: number }>(topic, controller.signal);
    const there = two.subscribe<{ n: number }>(topic, controller.signal);
    await Promise.all([here.ready, there.ready]);
    const local: number[] = [];
    const remote: number[] = [];
    void (async () => {
      for await (const event of here) local.push(event.n);
    })();
    void (async () => {
      for await (const event of there) remote.push(event.n);
    })();
    const sent = [one.publish(topic, { n: 1 }), one.publish(topic, { n: 2 })];
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The publisher's own subscriber has both before Redis has seen either.
    expect(local).toEqual([1, 2]);
    await Promise.all(sent);
    await eventually(() => (remote.length === 2 ? true : undefined), 'both events on the other bus');
    expect(remote).toEqual([1, 2]);
    await eventually(() => (published.length > 0 ? true : undefined), 'the PUBLISH');
    expect(published).toHaveLength(1);
    // A third event after Redis echoed the first two: the publisher does not see them again.
    await one.publish(topic, { n: 3 });
    await eventually(() => (remote.length === 3 ? true : undefined), 'the third event');
    expect(local).toEqual([1, 2, 3]);
    // The channel of earlier releases, which hand every payload to their readers, gets nothing.
    expect(earlierRelease).toEqual([]);
    controller.abort();
    tap.disconnect();
    await Promise.all([one.close(), two.close()]);
  });

  it('takes back the presence of an instance that died', async () => {
    const roomId = `room-${Date.now()}`;
    const dying = new Redis(url);
    const crashed = new RedisPresenceStore(dying, { aliveTtlMs: 300, heartbeatMs: 100 });
    const survivorRedis = new Redis(url);
    const survivor = new RedisPresenceStore(survivorRedis, { aliveTtlMs: 300, heartbeatMs: 100 });
    const departures: PresenceDeparture[] = [];
    survivor.onDepartures((d) => departures.push(...d));
    expect(await crashed.add(roomId, 'u1')).toBe(true);
    expect(await survivor.add(roomId, 'u2')).toBe(true);
    expect((await survivor.list(roomId)).sort()).toEqual(['u1', 'u2']);
    // A crash: the connection goes, nothing is cleaned up, the heartbeat stops.
    dying.disconnect();
    await eventually(() => (departures.length > 0 ? true : undefined), 'reaped departure', 5000);
    expect(departures).toEqual([{ roomId, userId: 'u1' }]);
    expect(await survivor.list(roomId)).toEqual(['u2']);
    await survivor.close();
    expect(await survivor.list(roomId)).toEqual([]);
    await crashed.close().catch(() => {});
    survivorRedis.disconnect();
  });

  describe.each(testDatabaseKinds())('two app instances on $name', (kind) => {
    let close: () => Promise<void>;
    let one: FastifyInstance;
    let two: FastifyInstance;
    let urls: { one: string; two: string };
    const sockets: WsClient[] = [];
    const closers: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      const database = await kind.create();
      one = await buildApp(testConfig({ redisUrl: url }), { db: database.db });
      two = await buildApp(testConfig({ redisUrl: url }), { db: database.db });
      urls = { one: (await listen(one)).ws, two: (await listen(two)).ws };
      close = async () => {
        for (const socket of sockets) socket.socket.terminate();
        for (const closer of closers) await closer();
        await one.close();
        await two.close();
        await database.close();
      };
    });
    afterAll(() => close());

    it('delivers a message sent on one instance to clients of the other, on both transports', async () => {
      const [a, b] = [await liveMember(one), await liveMember(one)];
      const room = await freshRoom(one.deps, a.actor);
      const onOne = await WsClient.open(urls.one, a.cookie);
      const onTwo = await WsClient.open(urls.two, b.cookie);
      sockets.push(onOne, onTwo);
      await onOne.join(a.id, room);
      await onTwo.join(b.id, room);
      const live = trpcLiveClient(urls.two, b.cookie);
      closers.push(() => live.close());
      const sub = recordSubscription<{ id: string; data: RoomEvent }>();
      live.client.live.room.subscribe({ roomId: room }, sub.handlers);
      await eventually(() => (sub.data.length > 0 ? true : undefined), 'tRPC subscription on two');

      onOne.send({ type: 'message', content: 'Grüezi from one' });
      const frame = await onTwo.next((f) => f.type === 'new_message', 'message on two');
      expect(frame.message).toMatchObject({ content: 'Grüezi from one', userId: a.id, sequenceId: 1 });
      const tracked = await eventually(
        () => sub.data.find((d) => d.data.type === 'new_message'),
        'tRPC message',
      );
      expect(tracked.id).toBe('1');
      await onOne.next((f) => f.type === 'new_message', 'echo on one');

      // Presence is shared: each side sees both, and typing crosses over.
      await onOne.next(
        (f) => f.type === 'room_online_users' && (f.onlineUsers as string[]).includes(b.id),
        'b online, seen from one',
      );
      onTwo.send({ type: 'typing', isTyping: true });
      await onOne.next((f) => f.type === 'user_typing' && f.userId === b.id, 'typing from two');

      await live.close();
      await onTwo.close();
      await onOne.next((f) => f.type === 'user_left' && f.userId === b.id, 'b left, seen from one');
      expect(await one.deps.presence.online(room)).toEqual([a.id]);
    });

    it("sends a user's private events to their sockets on the other instance", async () => {
      const [a, b] = [await liveMember(one), await liveMember(one)];
      const onTwo = await WsClient.open(urls.two, b.cookie);
      sockets.push(onTwo);
      await rest(one, a, 'POST', '/api/private-chat/create', { user1Id: a.id, user2Id: b.id });
      const request = await onTwo.next((f) => f.type === 'private_chat_request', 'request on two');
      expect(request.fromUser).toMatchObject({ id: a.id });
    });

    it('a public room made on one instance appears for members on the other, on both transports', async () => {
      const [a, b] = [await liveMember(one), await liveMember(one)];
      const onTwo = await WsClient.open(urls.two, b.cookie);
      sockets.push(onTwo);
      const live = trpcLiveClient(urls.two, b.cookie);
      closers.push(() => live.close());
      const sub = recordSubscription<{ type: string; userId?: string; room?: { id: string } }>();
      live.client.live.user.subscribe(undefined, sub.handlers);
      // Both transports listen once a marker on b's topic comes through on both: the topic of new
      // rooms was subscribed together with it, on the same Redis connection.
      const marker: UserEvent = { type: 'relations_changed', userId: `marker-${Date.now()}` };
      const seen = () =>
        sub.data.some((e) => e.userId === marker.userId) &&
        onTwo.frames.some((f) => f.userId === marker.userId);
      for (let tries = 0; tries < 60 && !seen(); tries += 1) {
        await one.deps.bus.publish(userTopic(b.id), marker);
        await eventually(() => (seen() ? true : undefined), 'the marker', 100).catch(() => undefined);
      }
      expect(seen()).toBe(true);
      const room = await rest(one, a, 'POST', '/api/rooms', { name: `Zwei ${Date.now()}`, isPrivate: false });
      const frame = await onTwo.next((f) => f.type === 'room_created', 'room on two');
      expect(frame.room).toMatchObject({ id: room.id, isMember: false });
      await eventually(
        () => sub.data.find((e) => e.type === 'room_created' && e.room?.id === room.id),
        'room on the tRPC stream on two',
      );
    });

    it('a notification made on one instance reaches the member’s socket on the other', async () => {
      const [a, b] = [await liveMember(one), await liveMember(one)];
      const room = await freshRoom(one.deps, a.actor);
      await rest(one, b, 'POST', `/api/rooms/${room}/join`, { userId: b.id });
      const onTwo = await WsClient.open(urls.two, b.cookie);
      sockets.push(onTwo);
      await sendMessage(one.deps, a.actor, {
        roomId: room,
        content: '@b schau mal',
        mentionedUserIds: [b.id],
      });
      const mention = await onTwo.next((f) => f.type === 'notification', 'a notification on two');
      expect(mention).toMatchObject({
        notificationType: 'mention',
        data: { roomId: room, fromUserId: a.id },
        priority: 'high',
        read: false,
        quiet: false,
      });
      // Read on instance one: the tab on two hears of it.
      await one.inject({
        method: 'PUT',
        url: `/api/notifications/${String(mention.id)}/read`,
        headers: { origin: ORIGIN, cookie: b.cookie },
      });
      const read = await onTwo.next((f) => f.type === 'notifications_read', 'read mark on two');
      expect(read.notificationId).toBe(mention.id);
    });

    it('a ban on one instance closes the member’s sockets on the other within 5 s, saying why', async () => {
      const admin = await liveMember(one);
      await usersQueries.setRole(one.deps.db, admin.actor.username, 'admin');
      const ben = await liveMember(one);
      const onTwo = await WsClient.open(urls.two, ben.cookie);
      sockets.push(onTwo);
      const started = Date.now();
      const banned = await one.inject({
        method: 'POST',
        url: '/api/admin/ban-user',
        headers: { origin: ORIGIN, cookie: admin.cookie },
        payload: { userId: ben.id, reason: 'Spam' },
      });
      expect(banned.statusCode).toBe(200);
      expect(await onTwo.closed).toEqual({ code: 4003, reason: 'Account suspended' });
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('fills a gap when a message published on the other instance was lost', async () => {
      const a = await liveMember(one);
      const room = await freshRoom(one.deps, a.actor);
      const onTwo = await WsClient.open(urls.two, a.cookie);
      sockets.push(onTwo);
      await onTwo.join(a.id, room);
      // The first message is stored but its event never reaches Redis.
      const publish = one.deps.bus.publish.bind(one.deps.bus);
      one.deps.bus.publish = async (topic, event) => {
        if (topic === roomTopic(room) && (event as RoomEvent).type === 'new_message') return;
        return publish(topic, event);
      };
      await sendMessage(one.deps, a.actor, { roomId: room, content: 'lost on the way' });
      one.deps.bus.publish = publish;
      await sendMessage(one.deps, a.actor, { roomId: room, content: 'arrives' });
      await eventually(() => (onTwo.sequenceIds().length === 2 ? true : undefined), 'both messages');
      expect(onTwo.sequenceIds()).toEqual([1, 2]);
    });
  });
});
