import { type UserEvent, userTopic } from '@nahbar/contracts';
import type { AppDeps } from '../../deps';

/**
 * Tells both members, on every tab and instance, that what links them changed (a friend
 * request, a friendship, a block), so lists and buttons refetch and live room readers
 * reload who they hide.
 */
export async function announceRelationChange(deps: AppDeps, a: string, b: string): Promise<void> {
  const toA: UserEvent = { type: 'relations_changed', userId: b };
  const toB: UserEvent = { type: 'relations_changed', userId: a };
  await Promise.all([deps.bus.publish(userTopic(a), toA), deps.bus.publish(userTopic(b), toB)]);
}
