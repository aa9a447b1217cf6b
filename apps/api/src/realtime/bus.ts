/**
 * Publish/subscribe between the services and every live connection, in this process or,
 * with Redis, across processes. Topics are strings (`room:<id>`, `user:<id>`); events are
 * JSON-serialisable values. A subscription is an async iterable that ends when its signal
 * aborts.
 */
export interface EventBus {
  publish(topic: string, event: unknown): Promise<void>;
  subscribe<T = unknown>(topic: string, signal: AbortSignal): AsyncIterable<T>;
  close(): Promise<void>;
}
