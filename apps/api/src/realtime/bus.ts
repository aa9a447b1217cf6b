/**
 * Publish/subscribe between the services and every live connection, in this process or,
 * with Redis, across processes. Topics are strings (`room:<id>`, `user:<id>`); events are
 * JSON-serialisable values. A subscription is an async iterable that ends when its signal
 * aborts.
 */
export interface EventBus {
  publish(topic: string, event: unknown): Promise<void>;
  /**
   * Listens from the moment of the call: events published after `ready` resolves are
   * buffered until read, so a caller can subscribe first and then read history without
   * a gap. Subscribers share the event objects and must not change them.
   */
  subscribe<T = unknown>(topic: string, signal: AbortSignal): BusSubscription<T>;
  close(): Promise<void>;
}

export interface BusSubscription<T> extends AsyncIterable<T> {
  /** Resolves once the subscription is in place (Redis has confirmed the SUBSCRIBE). */
  ready: Promise<void>;
}
