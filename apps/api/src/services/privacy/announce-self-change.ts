import { type UserEvent, userTopic } from '@nahbar/contracts';
import type { AppDeps } from '../../deps';

/** The member's other tabs refetch what their settings change (lists, presence, profile). */
export async function announceSelfChange(deps: AppDeps, userId: string): Promise<void> {
  const event: UserEvent = { type: 'relations_changed', userId };
  await deps.bus.publish(userTopic(userId), event);
}
