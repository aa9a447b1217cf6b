import { type TMessage, type TRoomActivity, type UserEvent, userTopic } from '@nahbar/contracts';
import type { EventBus } from './bus';
import type { Following, RoomFeeds } from './room-feeds';

/** Who the stream is for, and how to read again what may change while it runs. */
export interface ActivityScope {
  memberId: string;
  rooms: readonly string[];
  hidden: ReadonlySet<string>;
  /** Whether the member still belongs to a room (their access to it changed). */
  stillMember(roomId: string): Promise<boolean>;
  /** Whose messages stay hidden now (their blocks changed). */
  hiddenNow(): Promise<ReadonlySet<string>>;
  /**
   * What others wrote in the rooms since the client's counts were read (none when it did not say
   * when): read once every room is followed, so nothing written meanwhile goes untold.
   */
  missed(): Promise<readonly TRoomActivity[]>;
}

/**
 * That something new was said in the member's other rooms and chats, for the sidebar's unread
 * counts: one compact event per room, the newest message's sequence id and whether it mentions
 * the member, never its content; it starts with what was written since the client read its counts
 * (`missed`). `rooms` are the member's own (services/reading/activity-scope.ts
 * checks), followed through one feed per room per process, shared with the room's readers; the
 * member's own messages and those of `hidden` senders (across a block either way) are left out. While
 * the client is slow, a room's events fold into its latest, so what waits is bounded by the
 * number of rooms. The member's own topic keeps it honest while it runs: a room deleted or left is
 * no longer followed, and a new block hides that member's messages at once.
 */
export async function* roomActivity(
  feeds: RoomFeeds,
  bus: EventBus,
  scope: ActivityScope,
  signal: AbortSignal,
): AsyncGenerator<TRoomActivity, void, undefined> {
  const { memberId } = scope;
  let hidden = scope.hidden;
  const waiting = new Map<string, TRoomActivity>();
  let wake: (() => void) | null = null;
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort);
  const followings = new Map<string, Following>();
  const unfollow = (roomId: string) => {
    followings.get(roomId)?.stop();
    followings.delete(roomId);
    waiting.delete(roomId);
  };
  let refreshing = false;
  const held: TMessage[] = [];
  const take = (message: TMessage) => {
    if (refreshing) {
      held.push(message);
      return;
    }
    const roomId = message.roomId;
    if (message.userId === memberId || hidden.has(message.userId)) return;
    const mentioned =
      message.mentionedUserIds.includes(memberId) || (waiting.get(roomId)?.mentioned ?? false);
    waiting.set(roomId, { roomId, sequenceId: message.sequenceId, mentioned });
    wake?.();
  };
  const onUserEvent = async (event: UserEvent) => {
    if (event.type === 'room_removed') unfollow(event.roomId);
    else if (event.type === 'access_changed' && event.roomId && !(await scope.stillMember(event.roomId)))
      unfollow(event.roomId);
    else if (event.type === 'relations_changed') {
      // Messages that come while the blocks are read again wait for them (as in reader-view.ts).
      refreshing = true;
      try {
        hidden = await scope.hiddenNow();
      } finally {
        refreshing = false;
        // A room unfollowed meanwhile has nothing more to tell.
        for (const message of held.splice(0)) if (followings.has(message.roomId)) take(message);
      }
    }
  };
  const userEvents = bus.subscribe<UserEvent>(userTopic(memberId), signal);
  void (async () => {
    for await (const event of userEvents) await onUserEvent(event);
  })().catch(() => {});
  try {
    for (const roomId of scope.rooms) {
      if (signal.aborted) return;
      followings.set(
        roomId,
        await feeds.follow(roomId, undefined, (event) => {
          if (event.type === 'new_message') take(event.message);
        }),
      );
    }
    // Folded into what came live meanwhile: the newest sequence id, and any mention of either.
    for (const missed of await scope.missed()) {
      if (!followings.has(missed.roomId)) continue;
      const live = waiting.get(missed.roomId);
      waiting.set(missed.roomId, {
        roomId: missed.roomId,
        sequenceId: Math.max(missed.sequenceId, live?.sequenceId ?? 0),
        mentioned: missed.mentioned || (live?.mentioned ?? false),
      });
    }
    while (!signal.aborted) {
      if (waiting.size === 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      const next = waiting.values().next().value as TRoomActivity;
      waiting.delete(next.roomId);
      yield next;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    for (const following of followings.values()) following.stop();
  }
}
