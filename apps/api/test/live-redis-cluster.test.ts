import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import { isCi, type TestDatabase, type TestDatabaseKind, testDatabaseKinds } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLimits } from '../src/limits/limits';
import { DEFAULT_LIMITS } from '../src/limits/rules';
import { RedisBus } from '../src/realtime/redis-bus';
import { sendMessage } from '../src/services/messages/send-message';
import { testConfig } from './harness';
import { eventually, listen, WsClient } from './live-clients';
import { freshRoom, liveMember, rest } from './live-fixtures';
import { type LocalRedisCluster, redisServerVersion, startLocalRedisCluster } from './redis-cluster';

/**
 * The bus, presence, typing and limits on a Redis Cluster of three masters and three replicas
 * that this file starts on loopback ports (test/redis-cluster.ts). It needs `redis-server` and
 * `redis-cli` 7 or later; without them a local run leaves it out, and CI fails instead.
 */
const version = redisServerVersion();
if (!version && isCi()) {
  throw new Error(
    'redis-server and redis-cli (7 or later) must be installed when CI is set: the cluster tests need them.',
  );
}
const PREFIX = 'nahbar-cluster-test:';
/** One database, Postgres when there is one (a fresh one starts quicker): what is under test here is Redis. */
const kinds = testDatabaseKinds();
const databaseKind = (kinds.find((kind) => kind.name === 'postgres') ?? kinds[0]) as TestDatabaseKind;

/** `INFO commandstats` calls of one command on one node. */
async function callsOf(cluster: LocalRedisCluster, port: number, command: string): Promise<number> {
  const stats = await cluster.command(port, 'info', 'commandstats');
  return Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
}

/** Polls readiness (each check is quick: one round to the masters); fails after 10 s. */
async function untilReady(app: FastifyInstance, when: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await app.deps.readiness.check()).ready) {
    if (Date.now() > deadline) throw new Error(`not ready within 10 s ${when}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function slotOf(cluster: LocalRedisCluster, key: string): Promise<number> {
  const [first] = await cluster.masters();
  return Number(await cluster.command(first ?? 0, 'cluster', 'keyslot', key));
}

describe.runIf(version)('Redis Cluster', () => {
  let cluster: LocalRedisCluster;
  let target: { cluster: LocalRedisCluster['nodes'] };

  beforeAll(async () => {
    cluster = await startLocalRedisCluster();
    target = { cluster: cluster.nodes };
  });
  afterAll(() => cluster?.stop());

  it('carries a room’s events on its one shard with sharded pub/sub, batched per turn', async () => {
    const [one, two] = [new RedisBus(target, { prefix: PREFIX }), new RedisBus(target, { prefix: PREFIX })];
    const topic = roomTopic(`bus-${Date.now()}`);
    const channel = one.channelOf(topic);
    expect(channel).toBe(`${PREFIX}batched:{${topic}}`);
    const controller = new AbortController();
    const there = two.subscribe<{ n: number }>(topic, controller.signal);
    await there.ready;
    const masters = await cluster.masters();
    const home = await cluster.masterOfSlot(await slotOf(cluster, channel));
    const before = await Promise.all(masters.map((port) => callsOf(cluster, port, 'spublish')));

    const received: number[] = [];
    void (async () => {
      for await (const event of there) received.push(event.n);
    })();
    await Promise.all(Array.from({ length: 20 }, (_, n) => one.publish(topic, { n })));
    await eventually(() => (received.length === 20 ? true : undefined), 'the 20 events on the other bus');
    expect(received).toEqual(Array.from({ length: 20 }, (_, n) => n));

    // The channel exists on its master alone, and only that master saw SPUBLISH: one, for the
    // 20 events of the turn.
    const after = await Promise.all(masters.map((port) => callsOf(cluster, port, 'spublish')));
    masters.forEach((port, i) => {
      expect((after[i] ?? 0) - (before[i] ?? 0), `SPUBLISH calls on ${port}`).toBe(port === home ? 1 : 0);
    });
    for (const port of masters) {
      const channels = (await cluster.command(port, 'pubsub', 'shardchannels')).split('\n');
      expect(channels.includes(channel), `channel on ${port}`).toBe(port === home);
      // Nothing uses the classic pub/sub, which a cluster copies to every node.
      expect(await cluster.command(port, 'pubsub', 'channels')).toBe('');
    }
    controller.abort();
    await Promise.all([one.close(), two.close()]);
  });

  it('shares rate-limit counts between instances, each key on its slot’s master', async () => {
    const prefix = `${PREFIX}limits:${Date.now()}`;
    const config = {
      ...DEFAULT_LIMITS,
      rates: { ...DEFAULT_LIMITS.rates, messages: { points: 2, seconds: 10 } },
    };
    const [one, two] = [
      createLimits(config, { redis: target, prefix }),
      createLimits(config, { redis: target, prefix }),
    ];
    await one.hit('messages', 'a');
    await two.hit('messages', 'a');
    await expect(one.hit('messages', 'a')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await two.hit('messages', 'b');
    await Promise.all([one.close(), two.close()]);
  });

  describe('app instances', () => {
    let one: FastifyInstance;
    let two: FastifyInstance;
    let urls: { one: string; two: string };
    const sockets: WsClient[] = [];
    let database: TestDatabase;
    const build = () =>
      buildApp(testConfig({ redisClusterNodes: cluster.nodes }), { db: database.db, realtimePrefix: PREFIX });

    beforeAll(async () => {
      database = await databaseKind.create();
      one = await build();
      two = await build();
      urls = { one: (await listen(one)).ws, two: (await listen(two)).ws };
    });
    afterAll(async () => {
      for (const socket of sockets) socket.socket.terminate();
      await one?.close();
      await two?.close();
      await database?.close();
    });

    it('shares messages, presence and typing of a room, and a member’s own events', async () => {
      const [a, b] = [await liveMember(one), await liveMember(one)];
      const room = await freshRoom(one.deps, a.actor);
      const onOne = await WsClient.open(urls.one, a.cookie);
      const onTwo = await WsClient.open(urls.two, b.cookie);
      sockets.push(onOne, onTwo);
      await onOne.join(a.id, room);
      await onTwo.join(b.id, room);

      onOne.send({ type: 'message', content: 'Grüezi über den Cluster' });
      const frame = await onTwo.next((f) => f.type === 'new_message', 'message on two');
      expect(frame.message).toMatchObject({
        content: 'Grüezi über den Cluster',
        userId: a.id,
        sequenceId: 1,
      });
      await onOne.next(
        (f) => f.type === 'room_online_users' && (f.onlineUsers as string[]).includes(b.id),
        'b online, seen from one',
      );
      onTwo.send({ type: 'typing', isTyping: true });
      await onOne.next((f) => f.type === 'user_typing' && f.userId === b.id, 'typing from two');

      // The room's presence hash lives on the master of the room's channel.
      const channel = (one.deps.bus as RedisBus).channelOf(roomTopic(room));
      const presenceKey = `${PREFIX}presence:{${roomTopic(room)}}`;
      const slot = await slotOf(cluster, channel);
      expect(await slotOf(cluster, presenceKey)).toBe(slot);
      const home = await cluster.masterOfSlot(slot);
      expect((await cluster.command(home, 'hkeys', presenceKey)).split('\n').sort()).toEqual(
        [a.id, b.id].sort(),
      );

      // A member's own topic (not a room's) crosses too.
      await rest(one, a, 'POST', '/api/private-chat/create', { user1Id: a.id, user2Id: b.id });
      await onTwo.next((f) => f.type === 'private_chat_request', 'private chat request on two');

      await onTwo.close();
      await onOne.next((f) => f.type === 'user_left' && f.userId === b.id, 'b left, seen from one');
      expect(await one.deps.presence.online(room)).toEqual([a.id]);
    });

    it('survives the crash of the master carrying a room: sends reach the other instance, gaps filled', async () => {
      const a = await liveMember(one);
      const room = await freshRoom(one.deps, a.actor);
      const onTwo = await WsClient.open(urls.two, a.cookie);
      sockets.push(onTwo);
      await onTwo.join(a.id, room);
      await sendMessage(one.deps, a.actor, { roomId: room, content: 'before' });
      await onTwo.next((f) => f.type === 'new_message', 'the first message');
      expect((await one.deps.readiness.check()).checks.redis).toBe('ok');

      const slot = await slotOf(cluster, (one.deps.bus as RedisBus).channelOf(roomTopic(room)));
      const victim = await cluster.masterOfSlot(slot);
      await cluster.kill(victim);

      // Sends go on while the replica takes over. Some may fail after being stored (their event
      // could not be published), some may be published before the other instance has subscribed
      // again on the new master, and ioredis's retries may carry others across: what the bus lost
      // depends on timing, so the first send's event is also dropped on purpose. Once the other
      // instance hears a send again, every earlier one must have reached it too, by the room
      // feed's gap fill.
      const publish = one.deps.bus.publish.bind(one.deps.bus);
      let dropped = 0;
      one.deps.bus.publish = async (topic, event) => {
        if (dropped === 0 && topic === roomTopic(room) && (event as RoomEvent).type === 'new_message') {
          dropped += 1;
          return;
        }
        return publish(topic, event);
      };
      const deadline = Date.now() + 20_000;
      let last = 1;
      for (;;) {
        if (Date.now() > deadline)
          throw new Error('no send reached the other instance within 20 s of the crash');
        const sent = await sendMessage(one.deps, a.actor, { roomId: room, content: `während ${last}` }).then(
          (message) => message.sequenceId,
          () => undefined,
        );
        if (sent === undefined) continue;
        last = sent;
        const heard = await eventually(
          () => (onTwo.sequenceIds().includes(sent) ? true : undefined),
          'a send after the failover',
          250,
        ).catch(() => false);
        if (heard) break;
      }
      one.deps.bus.publish = publish;
      expect(await cluster.masterOfSlot(slot)).not.toBe(victim);
      expect(dropped).toBe(1);
      await eventually(
        () => (onTwo.sequenceIds().length === last ? true : undefined),
        'every stored message on two',
      );
      expect(onTwo.sequenceIds()).toEqual(Array.from({ length: last }, (_, i) => i + 1));
      await untilReady(one, 'after the failover');
    });

    it('closes at once, and is not ready, while no node of the cluster can be reached', async () => {
      const config = testConfig({
        redisClusterNodes: [{ host: '127.0.0.1', port: 1 }],
        limits: { ...DEFAULT_LIMITS, enabled: true },
      });
      const app = await buildApp(config, { db: database.db, realtimePrefix: PREFIX });
      const report = await app.deps.readiness.check();
      expect(report).toMatchObject({ ready: false, checks: { redis: 'failed' } });
      const started = Date.now();
      await app.close();
      expect(Date.now() - started).toBeLessThan(2000);
    });

    // Last: it takes the cluster down.
    it('closes within its bound once the cluster it was connected to is gone', async () => {
      const three = await build();
      await untilReady(three, 'on the cluster');
      await cluster.stop();
      const started = Date.now();
      await three.close();
      expect(Date.now() - started).toBeLessThan(2500);
    });
  });
});
