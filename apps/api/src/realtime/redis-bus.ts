import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
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
 */
export class RedisBus implements EventBus {
  /** The command connection, shared with the Redis presence store. */
  readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly topics = new Map<string, Topic>();
  private readonly prefix: string;
  private readonly id = randomUUID();
  private readonly outgoing = new Map<string, Outgoing>();
  private readonly meter: LiveMeter;

  constructor(url: string, options: RedisBusOptions = {}) {
    this.prefix = (options.prefix ?? 'nahbar:') + ENVELOPE_CHANNELS;
    this.meter = options.meter ?? NO_METER;
    const onError = options.onError ?? (() => {});
    this.commands = new Redis(url, { lazyConnect: false });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.commands.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, payload: string) => this.receive(channel, payload));
  }

  publish(topic: string, event: unknown): Promise<void> {
    const channel = this.prefix + topic;
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
    const channel = this.prefix + topic;
    let entry = this.topics.get(channel);
    if (!entry) {
      const ready = this.subscriber.subscribe(channel).then(() => undefined);
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
      this.subscriber.unsubscribe(channel).catch(() => {});
    });
    current.listeners.add(listener);
    return Object.assign(queue, { ready: current.ready });
  }

  /**
   * PING on the command connection (the readiness check). While ioredis is still connecting or
   * reconnecting it fails at once rather than queueing the command until Redis comes back.
   */
  async ping(): Promise<void> {
    if (this.commands.status !== 'ready') throw new Error(`Redis connection is ${this.commands.status}`);
    await this.commands.ping();
  }

  async close(): Promise<void> {
    this.flush();
    this.topics.clear();
    // QUIT waits its turn behind what is queued; without a connection, that is every reconnect
    // attempt: a bus that is not connected lets go at once.
    await Promise.allSettled(
      [this.subscriber, this.commands].map(async (client) => {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      }),
    );
  }

  private flush(): void {
    for (const [channel, batch] of this.outgoing) {
      const envelope: Envelope = { from: this.id, events: batch.events, publishedAt: batch.publishedAt };
      const started = performance.now();
      this.commands.publish(channel, JSON.stringify(envelope)).then(
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
