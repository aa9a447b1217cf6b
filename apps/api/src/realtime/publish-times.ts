/**
 * When each event was published, on this process's `performance.now()` clock, for the metrics:
 * the buses stamp every event they hand to subscribers (an event from another instance with the
 * time its envelope says, redis-bus.ts). A message is published right after its commit
 * (services/messages/send-message.ts), so for a message this is its commit. Kept beside the
 * event object, not in it: the event's JSON is what the clients get.
 */
const publishedAt = new WeakMap<object, number>();

export function stampPublished(event: unknown, at: number = performance.now()): void {
  if (typeof event === 'object' && event !== null) publishedAt.set(event, at);
}

export function publishTimeOf(event: object): number | undefined {
  return publishedAt.get(event);
}
