import { type RoomEvent, type UserEvent, userTopic } from '@nahbar/contracts';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import { type Observable, observable } from '@trpc/server/observable';
import type { Actor, AppDeps } from '../deps';
import { ReaderView } from './reader-view';
import type { Following } from './room-feeds';

/**
 * A room's events for one reader (check access first): the messages after
 * `afterSequenceId` from the database, then live ones, each exactly once, starting with
 * who is online. Each event is tracked with the last sequence id the reader has been given,
 * so a reconnect resumes where it left off. The reader counts as present in the room while
 * subscribed. What the reader sees of the others goes through its ReaderView (blocks,
 * hidden online status), reloaded when the reader's relations change. When the reader's access
 * to the room changes, `recheck` runs again, and the stream ends with its refusal.
 *
 * An observable, not a generator: the feed calls every reader of a room for each event, and
 * a plain call per reader is what keeps rooms of thousands cheap (no queue, no promise).
 */
export function roomEvents(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  afterSequenceId: number | undefined,
  recheck: AccessCheck,
): Observable<TrackedEnvelope<RoomEvent>, unknown> {
  return observable((emit) => {
    let ended = false;
    let following: Following | undefined;
    let entered = false;
    let latest = 0;
    const view = new ReaderView(deps.db, actor.id, deps.reportError);
    const relations = new AbortController();
    // A presence event may wait for a look-up; it goes out at the point the reader has reached.
    const deliver = (at: number) => (event: RoomEvent) => {
      if (!ended) emit.next(tracked(String(Math.max(at, latest)), event));
    };

    const start = async () => {
      await view.load();
      const lost = (error: unknown) => {
        if (!ended) emit.error(error);
      };
      void followUser(deps, actor.id, { roomId, view, recheck, lost }, relations.signal);
      if (ended) return;
      following = await deps.feeds.follow(roomId, afterSequenceId, (event, at) => {
        latest = Math.max(latest, at);
        // One's own typing is no news to oneself.
        if (event.type === 'user_typing' && event.userId === actor.id) return;
        view.pass(event, deliver(at));
      });
      if (ended) return following.stop();
      await deps.presence.enter(roomId, actor.id);
      entered = true;
      if (ended) return leave();
      const onlineUsers = await view.visibleOnline(await deps.presence.online(roomId));
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
      relations.abort();
      following?.stop();
      leave().catch(deps.reportError);
    };
  });
}

/** Throws when the reader may no longer read the room (the router's own access check). */
export type AccessCheck = () => Promise<unknown>;

interface Reader {
  roomId: string;
  view: ReaderView;
  recheck: AccessCheck;
  /** Ends the stream with the refusal. */
  lost(error: unknown): void;
}

/**
 * Follows the reader's own topic until `signal` aborts: their view reloads when their relations
 * change, and a change of their access to this room (they left it, an invitation withdrawn) is
 * checked again; a refusal ends the stream with it, as it would refuse a new subscription.
 */
async function followUser(deps: AppDeps, userId: string, reader: Reader, signal: AbortSignal) {
  try {
    for await (const event of deps.bus.subscribe<UserEvent>(userTopic(userId), signal)) {
      if (event.type === 'relations_changed') reader.view.reload();
      else if (event.type === 'access_changed' && event.roomId === reader.roomId) {
        await reader.recheck().catch(reader.lost);
      }
    }
  } catch (error) {
    if (!signal.aborted) deps.reportError(error);
  }
}
