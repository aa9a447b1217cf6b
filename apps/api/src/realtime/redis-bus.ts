import { Redis } from 'ioredis';
import type { BusSubscription, EventBus } from './bus';
import { EventQueue } from './event-queue';

type Listener = (event: unknown) => void;

interface Topic {
  listeners: Set<Listener>;
  /** The SUBSCRIBE of this topic, confirmed. */
  ready: Promise<void>;
}

export interface RedisBusOptions {
  /** Channel prefix, so several deployments can share one Redis. */
  prefix?: string;
  onError?: (error: Error) => void;
}

/**
 * Redis pub/sub between API processes. One connection publishes (and serves presence
 * commands), one subscribes; all local subscribers of a topic share one SUBSCRIBE and
 * one JSON parse per event. After a Redis outage ioredis re-subscribes by itself; events
 * published meanwhile are lost, which the room feed's gap fill repairs for messages.
 */
export class RedisBus implements EventBus {
  /** The command connection, shared with the Redis presence store. */
  readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly topics = new Map<string, Topic>();
  private readonly prefix: string;

  constructor(url: string, options: RedisBusOptions = {}) {
    this.prefix = options.prefix ?? 'nahbar:';
    const onError = options.onError ?? (() => {});
    this.commands = new Redis(url, { lazyConnect: false });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.commands.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, payload: string) => this.dispatch(channel, payload));
  }

  async publish(topic: string, event: unknown): Promise<void> {
    await this.commands.publish(this.prefix + topic, JSON.stringify(event));
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

  async close(): Promise<void> {
    this.topics.clear();
    await Promise.allSettled([this.subscriber.quit(), this.commands.quit()]);
  }

  private dispatch(channel: string, payload: string): void {
    const entry = this.topics.get(channel);
    if (!entry) return;
    let event: unknown;
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    for (const listener of entry.listeners) listener(event);
  }
}
