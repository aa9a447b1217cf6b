import { type TFriendshipStatus, ZUserIdInput } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { friendshipStatusOf } from '../policy/can';
import { requireRelation } from '../policy/require-relation';

/** `none | friends | pending_sent | pending_received` between the caller and a member. */
export async function friendshipStatus(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ status: TFriendshipStatus }> {
  const { userId } = parseInput(ZUserIdInput, rawInput);
  return { status: friendshipStatusOf(await requireRelation(deps, actor, userId)) };
}
