/**
 * When each event was published, on this process's `performance.now()` clock, for the metrics:
 * the buses stamp every event they hand to subscribers (an event from another instance with the
 * time its envelope says, redis-bus.ts). A message is published right after its commit
 * (services/messages/send-message.ts), so for a message this is its commit.
 *
 * A symbol-keyed property of the event itself, not enumerable: `JSON.stringify` leaves it out,
 * so the clients never see it, and it costs a property definition. (A WeakMap beside the events cost about
 * 2 µs per event on this machine: a key that dies young is work for every garbage collection.)
 */
const PUBLISHED_AT: unique symbol = Symbol('publishedAt');

type Stamped = { [PUBLISHED_AT]?: number };

export function stampPublished(event: unknown, at: number = performance.now()): void {
  if (typeof event !== 'object' || event === null) return;
  // Not enumerable: a copy of the event (`{ ...event }`) or a deep comparison does not see it.
  Object.defineProperty(event, PUBLISHED_AT, {
    value: at,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

export function publishTimeOf(event: object): number | undefined {
  return (event as Stamped)[PUBLISHED_AT];
}
