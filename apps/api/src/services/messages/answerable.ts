import { messageChangesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { hiddenSendersFor } from '../policy/hidden-senders';

/**
 * The id of the message a reply answers, if the sender may answer it: a message of the same
 * room (whose readability the send has checked), by someone not hidden from the sender by a
 * block. A deleted or removed message may still be answered; its quote shows it as such.
 */
export async function answerable(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  replyToId: string,
): Promise<string> {
  const original = await messageChangesQueries.findChangeable(deps.db, replyToId);
  if (!original || original.roomId !== roomId) throw new AppError('BAD_REQUEST', 'chat.replyNotInRoom');
  if ((await hiddenSendersFor(deps, actor)).has(original.userId)) {
    throw new AppError('BAD_REQUEST', 'chat.replyNotInRoom');
  }
  return original.id;
}
