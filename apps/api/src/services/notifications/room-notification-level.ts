import {
  type TNotificationLevel,
  type UserEvent,
  userTopic,
  ZNotificationLevelInput,
} from '@nahbar/contracts';
import { roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';

/**
 * Sets what a room or private chat notifies the member of (all, mentions only, nothing), and
 * tells their other tabs. Not a member: the room is not found.
 */
export async function setRoomNotificationLevel(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<{ roomId: string; level: TNotificationLevel }> {
  const { roomId, level } = parseInput(ZNotificationLevelInput, rawInput);
  await deps.limits.hit('settings', actor.id);
  const changed = await roomMembersQueries.setNotificationLevel(deps.db, roomId, actor.id, level);
  if (!changed) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  const event: UserEvent = { type: 'room_notification_level', roomId, level };
  await deps.bus.publish(userTopic(actor.id), event);
  return { roomId, level };
}
