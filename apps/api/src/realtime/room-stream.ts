import type { RoomEvent } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../deps';
import { EventQueue } from './event-queue';

export interface CursoredEvent {
  event: RoomEvent;
  /** The last sequence id the reader has been given, with this event included. */
  cursor: number;
}

/**
 * A room's events for one reader (check access first): the messages after
 * `afterSequenceId` from the database, then live ones, each exactly once, starting with
 * who is online. The reader counts as present in the room until the stream ends.
 */
export async function* roomStream(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  afterSequenceId: number | undefined,
  signal: AbortSignal,
): AsyncGenerator<CursoredEvent, void, undefined> {
  const queue = new EventQueue<CursoredEvent>(signal);
  let latest = 0;
  const following = await deps.feeds.follow(roomId, afterSequenceId, (event, at) => {
    latest = at;
    // One's own typing is no news to oneself.
    if (event.type === 'user_typing' && event.userId === actor.id) return;
    queue.push({ event, cursor: at });
  });
  let entered = false;
  try {
    if (signal.aborted) return;
    await deps.presence.enter(roomId, actor.id);
    entered = true;
    const onlineUsers = await deps.presence.online(roomId);
    // Replayed and newer events are queued already; the list comes after them, at the point
    // they reached, so the ids the reader sees never go back.
    const cursor = Math.max(latest, following.position);
    queue.push({ event: { type: 'room_online_users', roomId, onlineUsers }, cursor });
    for await (const item of queue) yield item;
  } finally {
    queue.end();
    following.stop();
    if (entered) {
      await deps.typing.clear(roomId, actor.id);
      await deps.presence.leave(roomId, actor.id);
    }
  }
}
