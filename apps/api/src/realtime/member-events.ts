import type { UserEvent } from '@nahbar/contracts';
import type { BusSubscription } from './bus';
import { EventQueue } from './event-queue';
import type { MemberListening, MemberTopics } from './member-topics';

/**
 * What one signed-in member hears live, as a stream (the tRPC user subscription): their own
 * topic, and the topic of new public rooms that every member follows
 * (services/rooms/announce-new-room.ts), through the process's shared member topics. Ends when
 * `signal` aborts, the reader stops reading (a `return`), or the bus ends a subscription.
 */
export function memberEvents(
  topics: MemberTopics,
  userId: string,
  signal: AbortSignal,
): BusSubscription<UserEvent> {
  if (signal.aborted) return Object.assign(new EventQueue<UserEvent>(signal), { ready: Promise.resolve() });
  let listening: MemberListening | undefined;
  const queue = new EventQueue<UserEvent>(signal, () => listening?.stop());
  listening = topics.listen(userId, (event) => queue.push(event), {
    publicRooms: true,
    ended: () => queue.end(),
  });
  return Object.assign(queue, { ready: listening.ready });
}
