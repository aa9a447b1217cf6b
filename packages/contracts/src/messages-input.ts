import { z } from 'zod';
import { ZMessage } from './chat';
import {
  CLIENT_MESSAGE_ID_MAX_LENGTH,
  MENTIONS_MAX,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_SIZE,
  MISSED_MESSAGES_LIMIT,
  PHOTO_FILE_NAME_MAX_LENGTH,
  PHOTO_URL_MAX_LENGTH,
} from './constants';
import { TEXT } from './messages';
import { ZRoomId } from './rooms';

export const ZMessageType = z.enum(['text', 'photo']);
export type TMessageType = z.infer<typeof ZMessageType>;

/**
 * One send, whatever the transport (tRPC, `/ws` `message` frame). Text must not be blank
 * after trimming (chat spec §5); a photo message needs its photo and may have no text.
 */
export const ZSendMessageInput = z
  .object({
    roomId: ZRoomId,
    content: z
      .string({ error: TEXT.chat.messageBlank })
      .trim()
      .max(MESSAGE_MAX_LENGTH, TEXT.chat.messageTooLong)
      .default(''),
    messageType: ZMessageType.default('text'),
    photoUrl: z.string().trim().max(PHOTO_URL_MAX_LENGTH, TEXT.chat.photoUnusable).nullish(),
    photoFileName: z.string().trim().max(PHOTO_FILE_NAME_MAX_LENGTH).nullish(),
    /** Who the text mentions; the server keeps only members of the room. */
    mentionedUserIds: z.array(z.string().max(100)).max(MENTIONS_MAX).default([]),
    /** Made by the client, unique per sender: a retry with the same id stores nothing new. */
    clientMessageId: z.string().trim().min(1).max(CLIENT_MESSAGE_ID_MAX_LENGTH).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.messageType === 'text' && input.content === '') {
      ctx.addIssue({ code: 'custom', path: ['content'], message: TEXT.chat.messageBlank });
    }
    if (input.messageType === 'photo' && !input.photoUrl) {
      ctx.addIssue({ code: 'custom', path: ['photoUrl'], message: TEXT.chat.photoRequired });
    }
  });
export type TSendMessageInput = z.input<typeof ZSendMessageInput>;

const ZLimit = (fallback: number) =>
  z.coerce.number().int().min(1).max(MISSED_MESSAGES_LIMIT).default(fallback);

/** Older messages before an opaque cursor (chat spec §7: page size 20). */
export const ZMessagePageInput = z.object({
  roomId: ZRoomId,
  cursor: z.string().max(100).nullish(),
  limit: ZLimit(MESSAGE_PAGE_SIZE),
});
export type TMessagePageInput = z.input<typeof ZMessagePageInput>;

/** Messages since an ISO time, for the reconnect catch-up (chat spec §7: limit 100). */
export const ZMessagesSinceInput = z.object({
  roomId: ZRoomId,
  timestamp: z
    .string({ error: TEXT.chat.invalidTimestamp })
    .refine((value) => !Number.isNaN(Date.parse(value)), TEXT.chat.invalidTimestamp),
  limit: ZLimit(MISSED_MESSAGES_LIMIT),
});
export type TMessagesSinceInput = z.input<typeof ZMessagesSinceInput>;

/** Messages after a sequence id, for resuming a subscription without gaps. */
export const ZMessagesAfterInput = z.object({
  roomId: ZRoomId,
  afterSequenceId: z.coerce.number().int().min(0),
  limit: ZLimit(MISSED_MESSAGES_LIMIT),
});
export type TMessagesAfterInput = z.input<typeof ZMessagesAfterInput>;

/** Items oldest first; `nextCursor` leads to older messages, `prevCursor` to newer ones. */
export const ZMessagePage = z.object({
  items: z.array(ZMessage),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZMessageList = z.object({ items: z.array(ZMessage) });
export type TMessageList = z.infer<typeof ZMessageList>;
