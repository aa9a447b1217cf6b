import { randomUUID } from 'node:crypto';
import {
  closeRedis,
  clusterIsDown,
  connectRedis,
  isClusterTarget,
  pingRedis,
  type RedisClient,
  type RedisTarget,
  slotTag,
} from '../redis/redis-client';
import type { BusSubscription, EventBus } from './bus';
import { EventQueue } from './event-queue';
import { type LiveMeter, NO_METER } from './fan-out-meter';
import { stampPublished } from './publish-times';

type Listener = (event: unknown) => void;

interface Topic {
  listeners: Set<Listener>;
  /** The SUBSCRIBE of this topic, confirmed. */
  ready: Promise<void>;
}

/** The events one instance published to one channel in one turn of its event loop. */
interface Envelope {
  /** The publishing bus: it has handed these to its own subscribers already. */
  from: string;
  events: unknown[];
  /**
   * When the first of the events was published, in milliseconds since the epoch on the
   * publisher's clock (for the bus lag and the messages' time from commit to the sockets).
   * Optional: envelopes of releases before it lack it, and are read as before, unmeasured.
   */
  publishedAt?: number;
}

interface Outgoing {
  events: unknown[];
  /** `Date.now()` at the first event's publish. */
  publishedAt: number;
  sent: Promise<void>;
  settle: { resolve: () => void; reject: (error: unknown) => void };
}

/**
 * The channels carry envelopes, not the bare events of earlier releases, so they have a name of
 * their own: an instance of an earlier release hands whatever its channel brings to its readers
 * and must never get an envelope. During a rolling deploy the two releases do not hear each
 * other; the room feeds' gap fill brings the messages once the next one arrives.
 */
const ENVELOPE_CHANNELS = 'batched:';

export interface RedisBusOptions {
  /** Channel prefix, so several deployments can share one Redis. */
  prefix?: string;
  onError?: (error: Error) => void;
  /** Told of each PUBLISH and of each envelope from another instance (the metrics). */
  meter?: LiveMeter;
}

/**
 * Redis pub/sub between API processes. One connection publishes (and serves presence
 * commands), one subscribes; all local subscribers of a topic share one SUBSCRIBE.
 *
 * An event reaches this process's own subscribers at once, as on the in-process bus, and
 * the other processes through Redis: the events of one turn of the event loop for a channel
 * (a grouped commit's messages, say) travel as one PUBLISH and are parsed once on arrival,
 * so another node hands them to its sockets in one turn too, and this process skips its own
 * envelopes when Redis sends them back. Order holds per publisher and channel; between
 * publishers, the room feed puts messages back in sequence order. After a Redis outage
 * ioredis re-subscribes by itself; events published meanwhile are lost, which the room
 * feed's gap fill repairs for messages.
 *
 * On a Redis Cluster the bus uses sharded pub/sub (SPUBLISH/SSUBSCRIBE, Redis 7): a channel
 * lives on the master serving its slot, so a room's traffic touches that one shard instead of
 * being copied to every node, as plain PUBLISH is in a cluster. The channel's hash tag is the
 * whole topic (`{room:<id>}`), the tag of the room's presence keys too, so a room's events and
 * presence share a master. ioredis keeps a subscriber connection to each master and, when a
 * master fails over, re-subscribes on the one that took its slots; what was published between
 * the failure and that is lost like events during an outage, and repaired the same way.
 */
export class RedisBus implements EventBus {
  /** The command connection, shared with the Redis presence store. */
  readonly commands: RedisClient;
  /** The same client as `commands` on a cluster: its sharded subscribers are connections of their own. */
  private readonly subscriber: RedisClient;
  /** SSUBSCRIBE/SPUBLISH (a cluster) rather than SUBSCRIBE/PUBLISH. */
  private readonly sharded: boolean;
  private readonly topics = new Map<string, Topic>();
  private readonly prefix: string;
  private readonly id = randomUUID();
  private readonly outgoing = new Map<string, Outgoing>();
  private readonly meter: LiveMeter;

  constructor(target: RedisTarget, options: RedisBusOptions = {}) {
    this.prefix = (options.prefix ?? 'nahbar:') + ENVELOPE_CHANNELS;
    this.meter = options.meter ?? NO_METER;
    const onError = options.onError ?? (() => {});
    this.sharded = isClusterTarget(target);
    this.commands = connectRedis(target, { shardedSubscribers: this.sharded });
    this.subscriber = this.sharded ? this.commands : connectRedis(target);
    this.commands.on('error', onError);
    if (this.subscriber !== this.commands) this.subscriber.on('error', onError);
    this.subscriber.on(this.sharded ? 'smessage' : 'message', (channel: string, payload: string) =>
      this.receive(channel, payload),
    );
  }

  /**
   * A topic's channel. On a cluster the topic is the channel's hash tag: the slot, and with it
   * the master, is the topic's, whatever the prefix.
   */
  channelOf(topic: string): string {
    return this.prefix + (this.sharded ? slotTag(topic) : topic);
  }

  publish(topic: string, event: unknown): Promise<void> {
    const channel = this.channelOf(topic);
    stampPublished(event);
    this.deliver(channel, event);
    let batch = this.outgoing.get(channel);
    if (!batch) {
      let settle!: Outgoing['settle'];
      const sent = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
      // The first event of this turn on any channel schedules the one flush of the turn.
      if (this.outgoing.size === 0) setImmediate(() => this.flush());
      batch = { events: [], publishedAt: Date.now(), sent, settle };
      this.outgoing.set(channel, batch);
    }
    batch.events.push(event);
    return batch.sent;
  }

  subscribe<T>(topic: string, signal: AbortSignal): BusSubscription<T> {
    if (signal.aborted) return Object.assign(new EventQueue<T>(signal), { ready: Promise.resolve() });
    const channel = this.channelOf(topic);
    let entry = this.topics.get(channel);
    if (!entry) {
      const subscribed = this.sharded
        ? this.subscriber.ssubscribe(channel)
        : this.subscriber.subscribe(channel);
      const ready = subscribed.then(() => undefined);
      // Awaited by whoever needs it; an unread failure must not crash the process.
      ready.catch(() => {});
      entry = { listeners: new Set(), ready };
      this.topics.set(channel, entry);
    }
    const current = entry;
    const listener: Listener = (event) => queue.push(event as T);
    const queue: EventQueue<T> = new EventQueue<T>(signal, () => {
      current.listeners.delete(listener);
      if (current.listeners.size > 0 || this.topics.get(channel) !== current) return;
      this.topics.delete(channel);
      (this.sharded ? this.subscriber.sunsubscribe(channel) : this.subscriber.unsubscribe(channel)).catch(
        () => {},
      );
    });
    current.listeners.add(listener);
    return Object.assign(queue, { ready: current.ready });
  }

  /** The readiness check: PING on the command connection, or to every master of a cluster. */
  ping(): Promise<void> {
    return pingRedis(this.commands);
  }

  async close(): Promise<void> {
    this.flush();
    this.topics.clear();
    // A bus that is not connected lets go at once (closeRedis): QUIT would wait its turn behind
    // every reconnect attempt.
    await Promise.allSettled([...new Set([this.subscriber, this.commands])].map(closeRedis));
  }

  private flush(): void {
    // A cluster with no node in reach would hold the PUBLISH until one is back; the events are
    // lost either way (subscribers elsewhere are cut off too), so their senders hear it at once.
    if (clusterIsDown(this.commands)) {
      for (const batch of this.outgoing.values()) {
        this.meter.busPublished(0, false);
        batch.settle.reject(new Error('Redis Cluster is out of reach'));
      }
      this.outgoing.clear();
      return;
    }
    for (const [channel, batch] of this.outgoing) {
      const envelope: Envelope = { from: this.id, events: batch.events, publishedAt: batch.publishedAt };
      const payload = JSON.stringify(envelope);
      const started = performance.now();
      (this.sharded
        ? this.commands.spublish(channel, payload)
        : this.commands.publish(channel, payload)
      ).then(
        () => {
          this.meter.busPublished((performance.now() - started) / 1000, true);
          batch.settle.resolve();
        },
        (error: unknown) => {
          this.meter.busPublished((performance.now() - started) / 1000, false);
          batch.settle.reject(error);
        },
      );
    }
    this.outgoing.clear();
  }

  private receive(channel: string, payload: string): void {
    if (!this.topics.has(channel)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isEnvelope(parsed) || parsed.from === this.id) return;
    const { publishedAt } = parsed;
    if (typeof publishedAt !== 'number' || !Number.isFinite(publishedAt)) {
      for (const event of parsed.events) this.deliver(channel, event);
      return;
    }
    // Two hosts' clocks: a publisher's running ahead would make it negative; it was at most now.
    const lagMs = Math.max(0, Date.now() - publishedAt);
    this.meter.busReceived(lagMs / 1000);
    // On this process's clock, so the feeds measure from the commit on the other instance.
    const at = performance.now() - lagMs;
    for (const event of parsed.events) {
      stampPublished(event, at);
      this.deliver(channel, event);
    }
  }

  private deliver(channel: string, event: unknown): void {
    const entry = this.topics.get(channel);
    if (!entry) return;
    for (const listener of entry.listeners) listener(event);
  }
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { from, events } = value as Partial<Envelope>;
  return typeof from === 'string' && Array.isArray(events);
}
