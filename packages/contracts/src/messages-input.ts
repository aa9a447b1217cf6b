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
    mentionedUserIds: z
      .array(zText().max(100))
      .max(MENTIONS_MAX)
      .default([])
      .meta({ description: 'Who the text mentions; the server keeps only members of the room.' }),
    clientMessageId: zText().trim().min(1).max(CLIENT_MESSAGE_ID_MAX_LENGTH).nullish().meta({
      description: 'Made by the client, unique per sender: a retry with the same id stores nothing new.',
    }),
    replyToId: z
      .guid({ error: textKey('chat.messageNotFound') })
      .nullish()
      .meta({ description: 'Ours: the message of the same room this one answers.' }),
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

export const ZMessagePage = z
  .object({
    items: z.array(ZMessage),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
    hasMore: z.boolean(),
  })
  .meta({
    id: 'MessagePage',
    description: 'Items oldest first; `nextCursor` leads to older messages, `prevCursor` to newer ones.',
  });
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZMessageList = z.object({ items: z.array(ZMessage) }).meta({ id: 'MessageList' });
export type TMessageList = z.infer<typeof ZMessageList>;

/** A message id in a path or body: a malformed one is simply not found. */
export const ZMessageId = z.guid({ error: textKey('chat.messageNotFound') });

/** New words for one's own message (ours): the rules of a send's text, and its mentions again. */
export const ZEditMessageInput = z.object({
  messageId: ZMessageId,
  content: zText({ error: textKey('chat.messageBlank') })
    .trim()
    .max(MESSAGE_MAX_LENGTH, textKey('chat.messageTooLong'))
    .default(''),
  mentionedUserIds: z.array(zText().max(100)).max(MENTIONS_MAX).default([]),
});
export type TEditMessageInput = z.input<typeof ZEditMessageInput>;

export const ZMessageIdInput = z.object({ messageId: ZMessageId });
export type TMessageIdInput = z.input<typeof ZMessageIdInput>;

/** How long after sending a message may still be edited (ours; deleting has no limit). */
export const MESSAGE_EDIT_WINDOW_MS = 24 * 3_600_000;
/** Distinct emoji one member may put on one message. */
export const REACTIONS_PER_MEMBER_MAX = 12;
/** The quick row under a message; the full picker offers the rest. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

/** Made once: a reaction storm validates hundreds of emoji a second. */
let graphemes: Intl.Segmenter | undefined;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const FORBIDDEN_IN_EMOJI = /[\p{L}\p{N}\p{P}\s]/u;

/**
 * One emoji: a single grapheme (a flag, a skin tone or a family joined by ZWJ count as one)
 * that is a pictograph, with no letters, digits, punctuation or spaces mixed in.
 */
export function isOneEmoji(value: string): boolean {
  if (value.length === 0 || value.length > 32) return false;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const parts = [...graphemes.segment(value)];
  if (parts.length !== 1) return false;
  // Keycaps (1️⃣) carry a digit; everything else with a letter, digit or mark of punctuation is text.
  const withoutKeycap = value.replace(/[0-9#*]\uFE0F?\u20E3/u, '\u{1F51F}');
  return PICTOGRAPH.test(withoutKeycap) && !FORBIDDEN_IN_EMOJI.test(withoutKeycap);
}

export const ZReactionInput = z.object({
  messageId: ZMessageId,
  emoji: zText({ error: textKey('chat.reactionNotEmoji') }).refine(
    isOneEmoji,
    textKey('chat.reactionNotEmoji'),
  ),
});
export type TReactionInput = z.input<typeof ZReactionInput>;
