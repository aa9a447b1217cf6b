import { ZPurgeMessagesInput, ZRemoveMessageInput } from '@nahbar/contracts';
import { messageRemovalQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { tombstone } from '../messages/tombstone';
import { recordAudit } from './audit';

/** Removes one message (from the report queue or a member's detail). */
export async function removeMessage(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const { messageId, reason } = parseInput(ZRemoveMessageInput, raw);
  const message = await messageRemovalQueries.findWithAuthor(deps.db, messageId);
  if (!message || message.removedAt) throw new AppError('NOT_FOUND', 'admin.messageNotFound');
  await tombstone(deps, [message], admin.id, 'message_removed');
  await recordAudit(deps, admin, {
    action: 'message_removed',
    target: { id: message.authorId, username: message.username },
    roomId: message.roomId,
    reason,
    details: { messageId },
  });
  return { success: true };
}

/** Removes every message a member sent in the last `hours`, in all rooms and chats, in one step. */
export async function purgeMessages(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ removed: number }> {
  const { userId, hours, reason } = parseInput(ZPurgeMessagesInput, raw);
  const user = await usersQueries.findById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const since = new Date(deps.clock.now().getTime() - hours * 3_600_000);
  const messages = await messageRemovalQueries.sentSince(deps.db, userId, since);
  await tombstone(deps, messages, admin.id, 'message_removed');
  await recordAudit(deps, admin, {
    action: 'messages_purged',
    target: user,
    reason,
    details: { hours, removed: messages.length },
  });
  return { removed: messages.length };
}
