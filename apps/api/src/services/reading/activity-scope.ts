import { roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import type { ActivityScope } from '../../realtime/room-activity';
import { hiddenSendersFor } from '../policy/hidden-senders';

/**
 * What the live activity of a member's rooms may follow (realtime/room-activity.ts): of the
 * rooms the client shows, those the member belongs to, and whose messages stay hidden from them.
 */
export async function activityScope(
  deps: AppDeps,
  actor: Actor,
  roomIds: readonly string[],
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
  };
}
