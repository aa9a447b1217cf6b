import { type RoomEvent, roomTopic, type TMessage, ZSendMessageInput } from '@nahbar/contracts';
import { messagesQueries } from '@nahbar/db';
import type { z } from 'zod';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { attachPreviewLater } from '../link-previews/attach-preview';
import { assertNotMuted, refuseIfMuted } from '../policy/standing';
import { answerable } from './answerable';
import { assertPhotoUsable } from './assert-photo-usable';
import { notifyRecipients } from './notify-recipients';
import type { SendTicket } from './send-order';
import { storedMentions } from './stored-mentions';
import { toMessageDto } from './to-message-dto';
import { writableRoom } from './writable-room';

/** A sent message, and whether this send stored it (false: a retry of one stored before). */
export interface SentMessage {
  message: TMessage;
  isNew: boolean;
}

/**
 * Stores a message and announces it on the room's topic. Each message gets the room's next
 * gap-free sequence id in the statement that inserts it. A `clientMessageId` makes retries
 * safe: the same sender and id store one row, and every retry gets that row back. Sends count
 * against the member's message rate on every path (tRPC, REST, `/ws`).
 */
export async function sendMessage(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
  hooks?: SendHooks,
): Promise<TMessage> {
  return (await storeMessage(deps, actor, rawInput, hooks)).message;
}

export interface SendHooks {
  /**
   * This send is admitted and has its place in its member's order (send-order.ts): the socket
   * it came on may serve its next frame while this one is checked and stored.
   */
  ordered?: () => void;
  /** Whether the socket it came on is still served (its session not ended): asked before writing. */
  live?: () => boolean;
}

/**
 * `sendMessage`, telling a retry from a new message: a retry is not announced again, so a
 * transport whose sender would not otherwise hear of it answers the sender itself (`/ws`).
 */
export async function storeMessage(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
  hooks: SendHooks = {},
): Promise<SentMessage> {
  const receivedAt = performance.now();
  const input = parseInput(ZSendMessageInput, rawInput);
  const ticket = deps.sendOrder.take(actor.id, input.roomId, input.clientMessageId ?? null);
  try {
    await ticket.admitted;
    hooks.ordered?.();
    return await checkAndStore(deps, actor, input, ticket, hooks, receivedAt);
  } finally {
    ticket.end();
  }
}

async function checkAndStore(
  deps: AppDeps,
  actor: Actor,
  input: z.infer<typeof ZSendMessageInput>,
  ticket: SendTicket,
  hooks: SendHooks,
  receivedAt: number,
): Promise<SentMessage> {
  // Before any database work: a flood costs a counter, not a row (limits/rules.ts: messages).
  await deps.limits.hit('messages', actor.id);
  const clientMessageId = input.clientMessageId ?? null;
  await ticket.sameIdEnded;
  // One look-up for the room, the sender's membership and mute, and an earlier send of this id.
  const target = await deps.sendTargets.run({ roomId: input.roomId, userId: actor.id, clientMessageId });
  if (target) {
    refuseIfMuted({ isMuted: target.senderMuted, mutedUntil: target.senderMutedUntil }, deps.clock.now());
  } else {
    // No such room: a muted member still hears first that they are muted.
    await assertNotMuted(deps, actor);
  }
  // Without the room the look-up could not tell: a retry into a room since deleted ends as before.
  if (clientMessageId && (!target || target.storedMessageId)) {
    const stored = await messagesQueries.findByClientId(deps.db, actor.id, clientMessageId);
    if (stored) return { message: original(stored, input.roomId), isNew: false };
  }
  const room = await writableRoom(deps, actor, target);
  const isPhoto = input.messageType === 'photo';
  // Stored under the photo's lasting URL, whichever upload URL the client sent.
  const photoUrl = isPhoto && input.photoUrl ? await assertPhotoUsable(deps, actor, input.photoUrl) : null;
  const mentionedUserIds = await storedMentions(deps, actor, room.id, input.mentionedUserIds);
  const replyToId = input.replyToId ? await answerable(deps, actor, room.id, input.replyToId) : null;

  let row: messagesQueries.MessageRow | undefined;
  // The member's earlier sends are written first, whichever finished its checks sooner.
  await ticket.turn;
  // Sends still under way when the session ended (a ban, a sign-out) store nothing.
  if (hooks.live && !hooks.live()) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
  try {
    row = await deps.messageWriter.write(
      {
        roomId: room.id,
        userId: actor.id,
        content: input.content,
        messageType: input.messageType,
        photoUrl,
        photoFileName: isPhoto ? (input.photoFileName ?? null) : null,
        mentionedUserIds,
        clientMessageId,
        replyToId,
      },
      ticket.pass,
    );
  } catch (error) {
    // A retry that raced the first send past the look-up: the unique key kept one row.
    if (clientMessageId && isUniqueViolation(error)) {
      const stored = await messagesQueries.findByClientId(deps.db, actor.id, clientMessageId);
      if (stored) return { message: original(stored, room.id), isNew: false };
    }
    throw error;
  }
  if (!row) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  // Receipt to commit: the wait for the member's turn and the group commit included.
  deps.metrics.messageSendTook((performance.now() - receivedAt) / 1000);
  const message = toMessageDto(row);
  const event: RoomEvent = { type: 'new_message', message };
  await deps.bus.publish(roomTopic(room.id), event);
  await notifyRecipients(deps, actor, room, message);
  attachPreviewLater(deps, actor, room, message);
  return { message, isNew: true };
}

/** A client id names one message of its sender; reusing it for another room is a client bug. */
function original(stored: messagesQueries.MessageRow, roomId: string): TMessage {
  if (stored.roomId !== roomId) throw new AppError('CONFLICT', 'chat.clientMessageIdReused');
  return toMessageDto(stored);
}
