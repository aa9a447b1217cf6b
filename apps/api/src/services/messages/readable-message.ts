import { messageChangesQueries, type Room, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { canReadRoom } from '../policy/room-verdicts';

export interface ReadableMessage {
  message: messageChangesQueries.ChangeableMessage;
  room: Room & { isMember: boolean };
}

/**
 * A message with its room, if `actor` may read that room (policy: canReadRoom). A message in a
 * room one cannot read is not found (404), whatever its id: ids of others' private messages are
 * not confirmed to strangers.
 */
export async function readableMessage(
  deps: AppDeps,
  actor: Actor,
  messageId: string,
): Promise<ReadableMessage> {
  const message = await messageChangesQueries.findChangeable(deps.db, messageId);
  const room = message && (await roomsQueries.findWithMembership(deps.db, message.roomId, actor.id));
  if (!message || !room || !canReadRoom(room).allow) throw new AppError('NOT_FOUND', 'chat.messageNotFound');
  return { message, room };
}
