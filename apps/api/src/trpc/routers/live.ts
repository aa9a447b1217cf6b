import {
  type RoomEvent,
  SEQUENCE_ID_MAX,
  ZPresenceWatchInput,
  ZRoomActivityInput,
  ZRoomId,
  zText,
} from '@nahbar/contracts';
import type { Observable } from '@trpc/server/observable';
import { z } from 'zod';
import { onlineWatch } from '../../realtime/online-watch';
import { roomActivity } from '../../realtime/room-activity';
import { userStream } from '../../realtime/user-stream';
import { setTyping } from '../../services/live/set-typing';
import { presenceScope } from '../../services/presence/presence-scope';
import { activityScope } from '../../services/reading/activity-scope';
import { readableRoom } from '../../services/rooms/readable-room';
import { roomEvents } from '../room-events';
import { authedProcedure, router, streamError } from '../trpc';

const ZRoomSubscriptionInput = z.object({
  roomId: ZRoomId,
  /** Set by the client on reconnect: the last sequence id it received. */
  lastEventId: zText().max(20).nullish(),
});

/** Ids are sequence ids; anything else (a larger number too) means "no point to resume from". */
function sequenceIdOf(lastEventId: string | null | undefined): number | undefined {
  const id = lastEventId && /^\d{1,10}$/.test(lastEventId) ? Number(lastEventId) : undefined;
  return id !== undefined && id <= SEQUENCE_ID_MAX ? id : undefined;
}

/** An abort signal that always exists (direct callers may pass none). */
function signalOf(signal: AbortSignal | undefined): AbortSignal {
  return signal ?? new AbortController().signal;
}

export const liveRouter = router({
  /**
   * A room's events. Every event is `tracked` with the last sequence id delivered so far:
   * the WebSocket link keeps the id of the last event of any kind, and an untracked one
   * would reset it, making a reconnect lose the messages it missed.
   */
  room: authedProcedure.input(ZRoomSubscriptionInput).subscription(async ({ ctx, input }) => {
    // Checked before the stream starts, so a refusal is an error of the call (403, 404).
    const roomId = (await readableRoom(ctx.deps, ctx.actor, input.roomId)).id;
    // Checked again when the member's access to the room changes (they left it, say). It keeps
    // the room's id, not its row: it lives as long as the subscription.
    const { deps, actor } = ctx;
    const recheck = () =>
      readableRoom(deps, actor, roomId).catch((error: unknown) => {
        throw streamError(error);
      });
    const events = roomEvents(deps, actor, roomId, sequenceIdOf(input.lastEventId), recheck);
    // tRPC infers `{ id, data }` for generators of tracked values only; an observable's
    // tracked values reach the client in that same shape (trpc/ws-frames.ts).
    return events as unknown as Observable<{ id: string; data: RoomEvent }, unknown>;
  }),

  /** Private chat requests and closures, notifications: the session user's own events only. */
  user: authedProcedure.subscription(async function* ({ ctx, signal }) {
    yield* userStream(ctx.deps, ctx.actor.id, ctx.sessionId, signalOf(signal));
  }),

  /** New messages in the member's other rooms, for the sidebar's unread counts (ours). */
  activity: authedProcedure.input(ZRoomActivityInput).subscription(async function* ({ ctx, input, signal }) {
    const scope = await activityScope(ctx.deps, ctx.actor, input.roomIds, input.since);
    yield* roomActivity(ctx.deps.feeds, ctx.deps.bus, scope, signalOf(signal));
  }),

  /**
   * Whether members are online anywhere in the app (ours: one presence for member lists, private
   * chats, profiles), as the viewer may see it; "in this room" stays the room stream's.
   */
  presence: authedProcedure.input(ZPresenceWatchInput).subscription(async function* ({ ctx, input, signal }) {
    const scope = await presenceScope(ctx.deps, ctx.actor, input);
    yield* onlineWatch(ctx.deps.bus, scope, signalOf(signal));
  }),

  typing: authedProcedure
    .input(z.object({ roomId: ZRoomId, isTyping: z.boolean() }))
    .mutation(({ ctx, input }) => setTyping(ctx.deps, ctx.actor, input.roomId, input.isTyping)),
});
