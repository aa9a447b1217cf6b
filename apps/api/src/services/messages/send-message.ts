import { type RoomEvent, roomTopic, type TMessage, ZSendMessageInput } from '@nahbar/contracts';
import { type messageSendsQueries, messagesQueries } from '@nahbar/db';
import type { z } from 'zod';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { attachPreviewLater } from '../link-previews/attach-preview';
import { assertNotMuted, refuseIfMuted } from '../policy/standing';
import { answerable } from './answerable';
import { assertPhotoUsable } from './assert-photo-usable';
import { notifyRecipients } from './notify-recipients';
import { refuseSend } from './refuse-send';
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
  const isPhoto = input.messageType === 'photo';
  let photoUrl: string | null = null;
  let replyToId: string | null = null;
  if (isPhoto || input.replyToId) {
    // A photo or a reply is checked only once the sender may write into the room, so that its
    // errors tell a stranger nothing of the room: these sends look the room up first.
    const retried = await lookUpFirst(deps, actor, input.roomId, clientMessageId);
    if (retried) return retried;
    // Stored under the photo's lasting URL, whichever upload URL the client sent.
    photoUrl = isPhoto && input.photoUrl ? await assertPhotoUsable(deps, actor, input.photoUrl) : null;
    replyToId = input.replyToId ? await answerable(deps, actor, input.roomId, input.replyToId) : null;
  }
  // Silent (a mention that may not count stays plain text), so it needs no look-up before it.
  const mentionedUserIds = await storedMentions(deps, actor, input.roomId, input.mentionedUserIds);

  let outcome: messageSendsQueries.SendOutcome;
  // The member's earlier sends are written first, whichever finished its checks sooner.
  await ticket.turn;
  // Sends still under way when the session ended (a ban, a sign-out) store nothing.
  if (hooks.live && !hooks.live()) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
  try {
    // One statement checks the room, the membership, the mute and an earlier send of the client
    // id, and stores the message if they allow it: one round trip for a plain send.
    outcome = await deps.messageWriter.write(
      {
        roomId: input.roomId,
        userId: actor.id,
        content: input.content,
        messageType: input.messageType,
        photoUrl,
        photoFileName: isPhoto ? (input.photoFileName ?? null) : null,
        mentionedUserIds,
        clientMessageId,
        replyToId,
        now: deps.clock.now(),
      },
      ticket.pass,
    );
  } catch (error) {
    // A retry that raced the first send into the database: the unique key kept one row.
    if (clientMessageId && isUniqueViolation(error)) {
      const stored = await messagesQueries.findByClientId(deps.db, actor.id, clientMessageId);
      if (stored) return { message: original(stored, input.roomId), isNew: false };
    }
    throw error;
  }
  if (outcome.verdict === 'storedBefore') {
    if (!outcome.message) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
    return { message: original(outcome.message, input.roomId), isNew: false };
  }
  if (outcome.verdict !== 'stored') return refuseSend(deps, actor, outcome);
  const { message: row, room } = outcome;
  // The room was deleted while the statement waited for it.
  if (!row || !room) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  // Receipt to commit: the wait for the member's turn and the group commit included.
  deps.metrics.messageSendTook((performance.now() - receivedAt) / 1000);
  if (outcome.joined) {
    const joined: RoomEvent = { type: 'user_joined', roomId: room.id, userId: actor.id };
    await deps.bus.publish(roomTopic(room.id), joined);
  }
  const message = toMessageDto(row);
  const event: RoomEvent = { type: 'new_message', message };
  await deps.bus.publish(roomTopic(room.id), event);
  await notifyRecipients(deps, actor, room, message);
  attachPreviewLater(deps, actor, room, message);
  return { message, isNew: true };
}

/**
 * The look-up a photo or a reply takes before its own checks (`roomsQueries.findForSender`,
 * grouped: send-targets.ts): refuses as the statement would, and joins a public room. The
 * earlier message when the send is a retry.
 */
async function lookUpFirst(
  deps: AppDeps,
  actor: Actor,
  roomId: string,
  clientMessageId: string | null,
): Promise<SentMessage | undefined> {
  const target = await deps.sendTargets.run({ roomId, userId: actor.id, clientMessageId });
  if (target) {
    refuseIfMuted({ isMuted: target.senderMuted, mutedUntil: target.senderMutedUntil }, deps.clock.now());
  } else {
    // No such room: a muted member still hears first that they are muted.
    await assertNotMuted(deps, actor);
  }
  // Without the room the look-up could not tell: a retry into a room since deleted ends as before.
  if (clientMessageId && (!target || target.storedMessageId)) {
    const stored = await messagesQueries.findByClientId(deps.db, actor.id, clientMessageId);
    if (stored) return { message: original(stored, roomId), isNew: false };
  }
  await writableRoom(deps, actor, target);
  return undefined;
}

/** A client id names one message of its sender; reusing it for another room is a client bug. */
function original(stored: messagesQueries.MessageRow, roomId: string): TMessage {
  if (stored.roomId !== roomId) throw new AppError('CONFLICT', 'chat.clientMessageIdReused');
  return toMessageDto(stored);
}
