import { roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import type { ActivityScope } from '../../realtime/room-activity';
import { hiddenSendersFor } from '../policy/hidden-senders';

/** Messages carry the database's clock, `since` the app's: a little slack covers a difference. */
const CLOCK_SLACK_MS = 5_000;
/** Counts older than this were read again since: no need to look further back (and scan more). */
const CATCH_UP_MAX_MS = 86_400_000;

function catchUpFrom(since: string, now: Date): Date {
  const from = new Date(since).getTime() - CLOCK_SLACK_MS;
  return new Date(Math.max(from, now.getTime() - CATCH_UP_MAX_MS));
}

/**
 * What the live activity of a member's rooms may follow (realtime/room-activity.ts): of the
 * rooms the client shows, those the member belongs to, and whose messages stay hidden from them;
 * with `since` (the `asOf` of the chat data the client counts from), what was written after it.
 */
export async function activityScope(
  deps: AppDeps,
  actor: Actor,
  roomIds: readonly string[],
  since?: string,
): Promise<ActivityScope> {
  const [rooms, hidden] = await Promise.all([
    roomMembersQueries.memberRoomsAmong(deps.db, actor.id, [...new Set(roomIds)]),
    hiddenSendersFor(deps, actor),
  ]);
  return {
    memberId: actor.id,
    rooms,
    hidden,
    stillMember: (roomId) => roomMembersQueries.isMember(deps.db, roomId, actor.id),
    hiddenNow: () => hiddenSendersFor(deps, actor),
    missed: async () =>
      since === undefined
        ? []
        : roomMembersQueries.activitySince(
            deps.db,
            actor.id,
            rooms,
            [...hidden],
            catchUpFrom(since, deps.clock.now()),
          ),
  };
}
