import { z } from 'zod';
import { SEQUENCE_ID_MAX } from './constants';
import { zText } from './input-hygiene';
import type { RoomEvent, UserEvent } from './realtime';
import { ZRoomId } from './rooms';
import { textKey } from './text';

/** A frame of the right type with fields of the wrong shape. */
const invalid = { error: textKey('live.invalidFrame') };

/**
 * The `/ws` client frames (design: wire decisions). `userId` may be left out: the server
 * takes the user from the session, and refuses one that names someone else.
 */
export const ZWsJoinFrame = z.object({
  type: z.literal('join'),
  userId: zText(invalid).optional(),
  roomId: ZRoomId,
  lastSequenceId: z
    .number(invalid)
    .int(invalid)
    .min(0, invalid)
    .max(SEQUENCE_ID_MAX, invalid)
    .optional()
    .meta({
      description:
        'Ours, optional: the last sequence id this client has of the room. The server first sends the messages after it, then live ones, each exactly once (a reconnect without gaps; without it the client catches up over `/since` as the spec describes).',
    }),
});

export const ZWsLeaveFrame = z.object({
  type: z.literal('leave'),
  userId: zText(invalid).optional(),
  roomId: zText(invalid).optional(),
});

/** Sent into the room last joined; the fields are checked by `ZSendMessageInput`. */
export const ZWsMessageFrame = z.looseObject({ type: z.literal('message') });

export const ZWsTypingFrame = z.object({ type: z.literal('typing'), isTyping: z.boolean(invalid) });

/** The health ping of chat spec §7; the timestamp comes back untouched in the pong. */
export const ZWsPingFrame = z.object({
  type: z.literal('ping'),
  timestamp: z.union([z.number(), zText()], invalid).optional(),
});

export const ZWsClientFrame = z.discriminatedUnion('type', [
  ZWsJoinFrame,
  ZWsLeaveFrame,
  ZWsMessageFrame,
  ZWsTypingFrame,
  ZWsPingFrame,
]);
export type TWsClientFrame = z.infer<typeof ZWsClientFrame>;
export type TWsClientFrameType = TWsClientFrame['type'];
export const WS_CLIENT_FRAME_TYPES: readonly TWsClientFrameType[] = [
  'join',
  'leave',
  'message',
  'typing',
  'ping',
];

/**
 * What the server sends on `/ws`: bus events as they are, plus pong and error. An error for a
 * frame over a rate limit carries `retryAfter`, the seconds to wait before sending again.
 */
export type TWsServerFrame =
  | RoomEvent
  | Exclude<UserEvent, { type: 'access_changed' }>
  | { type: 'pong'; timestamp?: number | string }
  | { type: 'error'; message: string; retryAfter?: number };
