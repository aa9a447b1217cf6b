import {
  type RoomEvent,
  roomTopic,
  type TMessage,
  ZEditMessageInput,
  ZMessageIdInput,
} from '@nahbar/contracts';
import { messageChangesQueries, messagesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { attachPreviewLater } from '../link-previews/attach-preview';
import { canDeleteMessage, canEditMessage } from '../policy/message-verdicts';
import { assertNotMuted } from '../policy/standing';
import { notifyMentions } from './notify-recipients';
import { readableMessage } from './readable-message';
import { storedMentions } from './stored-mentions';
import { toMessageDto } from './to-message-dto';
import { tombstone } from './tombstone';
import { assertWritable } from './writable-room';

/**
 * The sender's new words for their message, within 24 hours of sending: the text (or a photo's
 * caption) replaced everywhere, search included (the stored vector follows the column), no
 * history kept. Mentions are judged again as a send judges them; only members mentioned for the
 * first time are notified. Readers get the message as it is now (`message_updated`). A mute
 * refuses it, as it refuses sending: an edit is writing.
 */
export async function editMessage(deps: AppDeps, actor: Actor, raw: unknown): Promise<TMessage> {
  const input = parseInput(ZEditMessageInput, raw);
  await deps.limits.hit('messageChanges', actor.id);
  await assertNotMuted(deps, actor);
  const { message, room } = await readableMessage(deps, actor, input.messageId);
  const verdict = canEditMessage(message, actor.id, deps.clock.now());
  if (!verdict.allow) throw new AppError('FORBIDDEN', verdict.reason);
  if (message.messageType === 'text' && input.content === '') {
    throw new AppError('BAD_REQUEST', 'chat.messageBlank');
  }
  await assertWritable(deps, actor, room);
  const before = await messagesQueries.findById(deps.db, message.id);
  const mentionedUserIds = await storedMentions(deps, actor, room.id, input.mentionedUserIds);
  const changed = await messageChangesQueries.updateText(deps.db, message.id, {
    content: input.content,
    mentionedUserIds,
    editedAt: deps.clock.now(),
  });
  const row = changed ? await messagesQueries.findById(deps.db, message.id) : undefined;
  if (!row) throw new AppError('FORBIDDEN', 'chat.messageAlreadyDeleted');
  const updated = toMessageDto(row);
  const event: RoomEvent = { type: 'message_updated', message: updated };
  await deps.bus.publish(roomTopic(room.id), event);
  const mentionedBefore = new Set(before?.mentionedUserIds ?? []);
  await notifyMentions(
    deps,
    actor,
    room,
    updated,
    mentionedUserIds.filter((id) => !mentionedBefore.has(id)),
  );
  attachPreviewLater(deps, actor, room, updated);
  return updated;
}

/**
 * The sender takes the preview off their message (the link stays in the words); readers get the
 * message without it (`message_updated`). An edit decides the preview anew.
 */
export async function removePreview(deps: AppDeps, actor: Actor, raw: unknown): Promise<TMessage> {
  const { messageId } = parseInput(ZMessageIdInput, raw);
  await deps.limits.hit('messageChanges', actor.id);
  const { message, room } = await readableMessage(deps, actor, messageId);
  const verdict = canDeleteMessage(message, actor.id);
  if (!verdict.allow) throw new AppError('FORBIDDEN', verdict.reason);
  if (!(await messageChangesQueries.setLinkPreview(deps.db, message.id, null))) {
    throw new AppError('FORBIDDEN', 'chat.messageAlreadyDeleted');
  }
  const row = await messagesQueries.findById(deps.db, message.id);
  if (!row) throw new AppError('NOT_FOUND', 'chat.messageNotFound');
  const updated = toMessageDto(row);
  const event: RoomEvent = { type: 'message_updated', message: updated };
  await deps.bus.publish(roomTopic(room.id), event);
  return updated;
}

/**
 * The sender takes their message back, at any time: a tombstone for everyone ("Message deleted",
 * worded as the sender's), the photo's bytes out of the store, its reactions gone, and the
 * notices it caused (a mention, a private message) taken out of the bells. Deleting a message
 * already gone changes nothing and succeeds.
 */
export async function deleteMessage(deps: AppDeps, actor: Actor, raw: unknown): Promise<{ success: true }> {
  const { messageId } = parseInput(ZMessageIdInput, raw);
  await deps.limits.hit('messageChanges', actor.id);
  const message = await messageChangesQueries.findChangeable(deps.db, messageId);
  if (!message) throw new AppError('NOT_FOUND', 'chat.messageNotFound');
  const verdict = canDeleteMessage(message, actor.id);
  if (!verdict.allow) {
    // Someone else's message: named as such to a reader of its room, not found for anyone else.
    await readableMessage(deps, actor, messageId);
    throw new AppError('FORBIDDEN', verdict.reason);
  }
  if (message.removedAt) return { success: true };
  await tombstone(deps, [message], actor.id, 'message_deleted');
  await messageChangesQueries.dropNotificationsAbout(deps.db, message.id);
  return { success: true };
}
