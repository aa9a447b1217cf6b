import { PUBLIC_ROOMS_TOPIC, type TRoomListItem, type UserEvent, userTopic } from '@nahbar/contracts';
import type { BusSubscription, EventBus } from './bus';
import { EventQueue } from './event-queue';

/**
 * What one signed-in member hears live, on either transport: their own topic, and the topic of
 * new public rooms that every member follows (services/rooms/announce-new-room.ts). Ends when
 * `signal` aborts or the reader stops reading (a `return`), and then stops both subscriptions.
 */
export function memberEvents(bus: EventBus, userId: string, signal: AbortSignal): BusSubscription<UserEvent> {
  const inner = new AbortController();
  const merged = new EventQueue<UserEvent>(signal, () => inner.abort());
  const own = bus.subscribe<UserEvent>(userTopic(userId), inner.signal);
  const rooms = bus.subscribe<UserEvent>(PUBLIC_ROOMS_TOPIC, inner.signal);
  const pump = async (events: AsyncIterable<UserEvent>) => {
    for await (const event of events) merged.push(asSeenBy(event, userId));
    // One subscription ended by itself: the member would miss events, so the whole stream ends.
    merged.end();
  };
  void pump(own);
  void pump(rooms);
  return Object.assign(merged, { ready: Promise.all([own.ready, rooms.ready]).then(() => undefined) });
}

/**
 * A new room as this member's list shows it. The bus event says `isMember: false` for everyone;
 * at creation the only member is the creator, and only when the room has one (an admin's public
 * room starts empty).
 */
function asSeenBy(event: UserEvent, userId: string): UserEvent {
  if (event.type !== 'room_created') return event;
  const room: TRoomListItem = event.room;
  if (room.isMember || room.createdBy !== userId || room.memberCount === 0) return event;
  return { type: 'room_created', room: { ...room, isMember: true } };
}
