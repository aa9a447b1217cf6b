import type { EventBus } from './bus';

type Listener = (event: unknown) => void;

/** The default bus: one process, no services. Events reach each subscriber in publish order. */
export class InProcessBus implements EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();

  async publish(topic: string, event: unknown): Promise<void> {
    for (const listener of this.listeners.get(topic) ?? []) listener(event);
  }

  subscribe<T>(topic: string, signal: AbortSignal): AsyncIterable<T> {
    const listeners = this.listeners;
    return {
      [Symbol.asyncIterator]() {
        const queue: T[] = [];
        let wake: (() => void) | undefined;
        const listener: Listener = (event) => {
          queue.push(event as T);
          wake?.();
        };
        let set = listeners.get(topic);
        if (!set) listeners.set(topic, (set = new Set()));
        set.add(listener);
        const stop = () => {
          set?.delete(listener);
          if (set?.size === 0) listeners.delete(topic);
          wake?.();
        };
        signal.addEventListener('abort', stop, { once: true });
        return {
          async next(): Promise<IteratorResult<T>> {
            while (queue.length === 0 && !signal.aborted) {
              await new Promise<void>((resolve) => {
                wake = resolve;
              });
              wake = undefined;
            }
            if (signal.aborted) return { done: true, value: undefined };
            return { done: false, value: queue.shift() as T };
          },
          async return(): Promise<IteratorResult<T>> {
            stop();
            return { done: true, value: undefined };
          },
        };
      },
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
