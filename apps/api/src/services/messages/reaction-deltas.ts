import { type RoomEvent, roomTopic } from '@nahbar/contracts';
import type { EventBus } from '../../realtime/bus';

type ReactionChanged = Extract<RoomEvent, { type: 'reaction_changed' }>;

/**
 * How long a room's reaction deltas wait for each other. In a storm (hundreds reacting at once)
 * the deltas of 10 ms go on the bus together, so each reader's socket gets them in one write
 * rather than one write each (with Postgres, answers come back one at a time, and a write per
 * delta per reader was a third of the server's time: docs/benchmarks.md, "Reaction storm").
 */
export const REACTION_HOLD_MS = 10;

interface Batch {
  events: ReactionChanged[];
  published: Promise<void>;
}

const batches = new WeakMap<EventBus, Map<string, Batch>>();

/**
 * Publishes one reaction delta with the others of its room that come within REACTION_HOLD_MS,
 * in the order they came. A delta that undoes the batch's last one for the same member, message
 * and emoji (added, then taken back) cancels it: readers would end where they began. Resolves
 * once the batch is on the bus, so a caller's answer never overtakes its delta.
 */
export function publishReactionDelta(bus: EventBus, event: ReactionChanged): Promise<void> {
  let rooms = batches.get(bus);
  if (!rooms) {
    rooms = new Map();
    batches.set(bus, rooms);
  }
  let batch = rooms.get(event.roomId);
  if (!batch) {
    batch = newBatch(bus, rooms, event.roomId);
    rooms.set(event.roomId, batch);
  }
  const undone = lastFor(batch.events, event);
  if (undone !== -1 && batch.events[undone]?.added !== event.added) batch.events.splice(undone, 1);
  else batch.events.push(event);
  return batch.published;
}

function newBatch(bus: EventBus, rooms: Map<string, Batch>, roomId: string): Batch {
  const events: ReactionChanged[] = [];
  const published = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      rooms.delete(roomId);
      // Every publish starts now, in order: they reach each reader in the same turn.
      Promise.all(events.map((event) => bus.publish(roomTopic(roomId), event))).then(() => resolve(), reject);
    }, REACTION_HOLD_MS);
  });
  return { events, published };
}

function lastFor(events: readonly ReactionChanged[], event: ReactionChanged): number {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const other = events[i];
    if (other?.messageId === event.messageId && other.emoji === event.emoji && other.userId === event.userId)
      return i;
  }
  return -1;
}
