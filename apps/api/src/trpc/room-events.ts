import type { RoomEvent } from '@nahbar/contracts';
import { type TrackedEnvelope, tracked } from '@trpc/server';
import { type Observable, observable } from '@trpc/server/observable';
import type { Actor, AppDeps } from '../deps';
import { RoomReader } from '../realtime/room-reader';

/**
 * A room's events for one subscriber (check access first), read by a RoomReader
 * (realtime/room-reader.ts): who is online, the messages after `afterSequenceId`, then live
 * events. Each is tracked with the last sequence id the subscriber has been given, so a
 * reconnect resumes where it left off. When `recheck` refuses, the stream ends with its refusal.
 *
 * An observable, not a generator: the feed calls every reader of a room for each event, and
 * a plain call per reader is what keeps rooms of thousands cheap (no queue, no promise).
 */
export function roomEvents(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  afterSequenceId: number | undefined,
  recheck: () => Promise<unknown>,
): Observable<TrackedEnvelope<RoomEvent>, unknown> {
  return observable((emit) => {
    const reader = new RoomReader(deps, {
      roomId,
      readerId: actor.id,
      afterSequenceId,
      recheck,
      deliver: (event, cursor) => emit.next(tracked(String(cursor), event)),
      lost: (refusal) => emit.error(refusal),
    });
    // A reader closed by the unsubscribe stops quietly: no error reaches a stopped stream.
    reader.open().catch((error: unknown) => emit.error(error));
    return () => {
      reader.close().catch(deps.reportError);
    };
  });
}
