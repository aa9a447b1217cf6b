import { type PresenceEvent, presenceTopic, type UserEvent, userTopic } from '@nahbar/contracts';
import type { AppDeps } from '../../deps';

/**
 * The member's other tabs refetch what their settings change (lists, presence, profile); those
 * watching whether they are online decide again whether they may see it (realtime/online-watch.ts).
 */
export async function announceSelfChange(deps: AppDeps, userId: string): Promise<void> {
  const event: UserEvent = { type: 'relations_changed', userId };
  const visibility: PresenceEvent = { type: 'presence_visibility', userId };
  await Promise.all([
    deps.bus.publish(userTopic(userId), event),
    deps.bus.publish(presenceTopic(userId), visibility),
  ]);
}
