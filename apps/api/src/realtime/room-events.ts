import type { RoomEvent } from '@nahbar/contracts';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import { type Observable, observable } from '@trpc/server/observable';
import type { Actor, AppDeps } from '../deps';
import type { Following } from './room-feeds';

/**
 * A room's events for one reader (check access first): the messages after
 * `afterSequenceId` from the database, then live ones, each exactly once, starting with
 * who is online. Each event is tracked with the last sequence id the reader has been given,
 * so a reconnect resumes where it left off. The reader counts as present in the room while
 * subscribed.
 *
 * An observable, not a generator: the feed calls every reader of a room for each event, and
 * a plain call per reader is what keeps rooms of thousands cheap (no queue, no promise).
 */
export function roomEvents(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  afterSequenceId: number | undefined,
): Observable<TrackedEnvelope<RoomEvent>, unknown> {
  return observable((emit) => {
    let ended = false;
    let following: Following | undefined;
    let entered = false;
    let latest = 0;

    const start = async () => {
      following = await deps.feeds.follow(roomId, afterSequenceId, (event, at) => {
        latest = at;
        // One's own typing is no news to oneself.
        if (event.type === 'user_typing' && event.userId === actor.id) return;
        emit.next(tracked(String(at), event));
      });
      if (ended) return following.stop();
      await deps.presence.enter(roomId, actor.id);
      entered = true;
      if (ended) return leave();
      const onlineUsers = await deps.presence.online(roomId);
      // After the replayed messages, at the point they reached: the ids never go back.
      const cursor = Math.max(latest, following.position);
      if (!ended) emit.next(tracked(String(cursor), { type: 'room_online_users', roomId, onlineUsers }));
    };

    const leave = async () => {
      if (!entered) return;
      entered = false;
      await deps.typing.clear(roomId, actor.id);
      await deps.presence.leave(roomId, actor.id);
    };

    start().catch((error: unknown) => {
      if (!ended) emit.error(error);
    });

    return () => {
      ended = true;
      following?.stop();
      leave().catch(deps.reportError);
    };
  });
}
