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
import { zNumeric, zText } from './input-hygiene';
import { ZRoomId } from './rooms';
import { textKey } from './text';

export const ZMessageType = z.enum(['text', 'photo']);
export type TMessageType = z.infer<typeof ZMessageType>;

/**
 * One send, whatever the transport (tRPC, `/ws` `message` frame). Text must not be blank
 * after trimming (chat spec §5); a photo message needs its photo and may have no text.
 */
export const ZSendMessageInput = z
  .object({
    roomId: ZRoomId,
    content: zText({ error: textKey('chat.messageBlank') })
      .trim()
      .max(MESSAGE_MAX_LENGTH, textKey('chat.messageTooLong'))
      .default(''),
    messageType: ZMessageType.default('text'),
    photoUrl: zText().trim().max(PHOTO_URL_MAX_LENGTH, textKey('chat.photoUnusable')).nullish(),
    photoFileName: zText().trim().max(PHOTO_FILE_NAME_MAX_LENGTH).nullish(),
    /** Who the text mentions; the server keeps only members of the room. */
    mentionedUserIds: z.array(zText().max(100)).max(MENTIONS_MAX).default([]),
    /** Made by the client, unique per sender: a retry with the same id stores nothing new. */
    clientMessageId: zText().trim().min(1).max(CLIENT_MESSAGE_ID_MAX_LENGTH).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.messageType === 'text' && input.content === '') {
      ctx.addIssue({ code: 'custom', path: ['content'], message: textKey('chat.messageBlank') });
    }
    if (input.messageType === 'photo' && !input.photoUrl) {
      ctx.addIssue({ code: 'custom', path: ['photoUrl'], message: textKey('chat.photoRequired') });
    }
  });
export type TSendMessageInput = z.input<typeof ZSendMessageInput>;

const ZLimit = (fallback: number) =>
  zNumeric(textKey('input.notANumber'))
    .pipe(z.number().int().min(1).max(MISSED_MESSAGES_LIMIT))
    .default(fallback);

/** Older messages before an opaque cursor (chat spec §7: page size 20). */
export const ZMessagePageInput = z.object({
  roomId: ZRoomId,
  cursor: zText().max(100).nullish(),
  limit: ZLimit(MESSAGE_PAGE_SIZE),
});
export type TMessagePageInput = z.input<typeof ZMessagePageInput>;

/** A time the database can compare with: years 1970–9999 (Postgres fails outside its range). */
const LATEST_TIME = Date.UTC(10_000, 0, 1);
function isComparableTime(value: string): boolean {
  const at = Date.parse(value);
  return at >= 0 && at < LATEST_TIME;
}

/** Messages since an ISO time, for the reconnect catch-up (chat spec §7: limit 100). */
export const ZMessagesSinceInput = z.object({
  roomId: ZRoomId,
  timestamp: zText({ error: textKey('chat.invalidTimestamp') }).refine(
    isComparableTime,
    textKey('chat.invalidTimestamp'),
  ),
  limit: ZLimit(MISSED_MESSAGES_LIMIT),
});
export type TMessagesSinceInput = z.input<typeof ZMessagesSinceInput>;

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
