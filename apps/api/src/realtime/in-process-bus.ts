import type { BusSubscription, EventBus } from './bus';
import { EventQueue } from './event-queue';
import { stampPublished } from './publish-times';

type Listener = (event: unknown) => void;

/** The default bus: one process, no services. Events reach each subscriber in publish order. */
export class InProcessBus implements EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  async publish(topic: string, event: unknown): Promise<void> {
    const set = this.listeners.get(topic);
    if (!set) return;
    stampPublished(event);
    for (const listener of set) listener(event);
  }

  subscribe<T>(topic: string, signal: AbortSignal): BusSubscription<T> {
    const ready = Promise.resolve();
    if (signal.aborted) return Object.assign(new EventQueue<T>(signal), { ready });
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    const listeners = set;
    const listener: Listener = (event) => queue.push(event as T);
    const queue: EventQueue<T> = new EventQueue<T>(signal, () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(topic) === listeners) this.listeners.delete(topic);
    });
    listeners.add(listener);
    return Object.assign(queue, { ready });
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
