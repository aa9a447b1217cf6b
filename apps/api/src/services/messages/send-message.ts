import { type RoomEvent, roomTopic, TEXT, type TMessage, ZSendMessageInput } from '@nahbar/contracts';
import { messagesQueries, roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { assertPhotoUsable } from './assert-photo-usable';
import { toMessageDto } from './to-message-dto';
import { writableRoom } from './writable-room';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores a message and announces it on the room's topic. Each message gets the room's next
 * gap-free sequence id in the statement that inserts it. A `clientMessageId` makes retries
 * safe: the same sender and id store one row, and every retry gets that row back.
 */
export async function sendMessage(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TMessage> {
  const input = parseInput(ZSendMessageInput, rawInput);
  const clientMessageId = input.clientMessageId ?? null;
  if (clientMessageId) {
    const stored = await messagesQueries.findByClientId(deps.db, actor.id, clientMessageId);
    if (stored) return original(stored, input.roomId);
  }
  const room = await writableRoom(deps, actor, input.roomId);
  const isPhoto = input.messageType === 'photo';
  // Stored under the photo's lasting URL, whichever upload URL the client sent.
  const photoUrl = isPhoto && input.photoUrl ? await assertPhotoUsable(deps, actor, input.photoUrl) : null;
  const mentionCandidates = [...new Set(input.mentionedUserIds.filter((id) => UUID.test(id)))];
  const mentionedUserIds = await roomMembersQueries.mentionable(deps.db, room.id, mentionCandidates);

  let row: messagesQueries.MessageRow | undefined;
  try {
    row = await messagesQueries.insertNext(deps.db, {
      roomId: room.id,
      userId: actor.id,
      content: input.content,
      messageType: input.messageType,
      photoUrl,
      photoFileName: isPhoto ? (input.photoFileName ?? null) : null,
      mentionedUserIds,
      clientMessageId,
    });
  } catch (error) {
    // A retry that raced the first send past the look-up: the unique key kept one row.
    if (clientMessageId && isUniqueViolation(error)) {
      const stored = await messagesQueries.findByClientId(deps.db, actor.id, clientMessageId);
      if (stored) return original(stored, room.id);
    }
    throw error;
  }
  if (!row) throw new AppError('NOT_FOUND', TEXT.chat.roomNotFound);
  const message = toMessageDto(row);
  const event: RoomEvent = { type: 'new_message', message };
  await deps.bus.publish(roomTopic(room.id), event);
  return message;
}

/** A client id names one message of its sender; reusing it for another room is a client bug. */
function original(stored: messagesQueries.MessageRow, roomId: string): TMessage {
  if (stored.roomId !== roomId) throw new AppError('CONFLICT', TEXT.chat.clientMessageIdReused);
  return toMessageDto(stored);
}
