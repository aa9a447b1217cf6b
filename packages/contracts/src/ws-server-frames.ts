import { z } from 'zod';
import { ZPublicUser } from './auth';
import { ZMessage } from './chat';
import { NOTIFICATION_LEVELS } from './choices';
import { NOTIFICATION_TYPES, ZNotificationData } from './notifications';
import { ZRoomListItem } from './rooms';
import type { TWsServerFrame } from './ws';

/**
 * The `/ws` server frames as schemas, for the AsyncAPI document (apps/api/src/api-docs). The
 * events stay typed in realtime.ts, where the bus and both transports use them; the check at the
 * end keeps these schemas and `TWsServerFrame` one shape.
 */

const frame = <T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).meta({ description });

const roomId = z.string();

export const WS_SERVER_FRAMES = [
  frame('new_message', 'A message was stored in the room (also the sender’s own).', { message: ZMessage }),
  frame('user_joined', 'A member’s first connection entered the room.', { roomId, userId: z.string() }),
  frame('user_left', 'A member’s last connection left the room.', {
    roomId,
    userId: z.string(),
    memberLeft: z.literal(true).optional().meta({ description: 'They left the room’s membership.' }),
  }),
  frame('room_online_users', 'After each `join`: who is in the room now.', {
    roomId,
    onlineUsers: z.array(z.string()),
  }),
  frame('user_typing', 'A member started or stopped typing.', {
    roomId,
    userId: z.string(),
    isTyping: z.boolean(),
  }),
  frame('message_removed', 'A moderator removed a message: show its tombstone in its place.', {
    roomId,
    messageId: z.string(),
  }),
  frame(
    'message_updated',
    'The sender edited a message (or its link preview arrived): replace the one shown.',
    {
      message: ZMessage,
    },
  ),
  frame('message_deleted', 'The sender deleted a message: show the sender’s tombstone in its place.', {
    roomId,
    messageId: z.string(),
  }),
  frame('reaction_changed', 'A member added (`added: true`) or took back a reaction: move the count.', {
    roomId,
    messageId: z.string(),
    emoji: z.string(),
    userId: z.string(),
    displayName: z.string(),
    added: z.boolean(),
  }),
  frame('private_chat_request', 'Someone opened a private chat with the member.', {
    fromUser: ZPublicUser,
    roomId,
  }),
  frame('private_chat_closed', 'A private chat of the member was closed.', {
    closedBy: z.string(),
    roomId,
    message: z.string(),
  }),
  frame('notification', 'A notification was made for the member.', {
    id: z.string(),
    notificationType: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    body: z.string().nullable(),
    data: ZNotificationData,
    priority: z.enum(['normal', 'high', 'urgent']),
    read: z.boolean(),
    quiet: z.boolean().meta({
      description: 'Made in the member’s quiet hours: counted and listed, but no toast, sound or vibration.',
    }),
  }),
  frame('notifications_read', 'Notifications were marked read in another tab.', {
    notificationId: z.string().nullable().meta({ description: 'Null: all of them.' }),
  }),
  frame('room_invite', 'The member was added to a private room by its creator.', {
    roomId,
    roomName: z.string(),
    fromUser: ZPublicUser,
  }),
  frame('relations_changed', 'A friend request, friendship or block with that member changed: refetch.', {
    userId: z.string(),
  }),
  frame('room_read', 'The member read a room in another tab.', {
    roomId,
    lastReadSequence: z.number().int(),
  }),
  frame('read_receipt', 'The other member of a private chat read it up to `sequenceId`.', {
    roomId,
    userId: z.string(),
    sequenceId: z.number().int(),
  }),
  frame('room_notification_level', 'The member changed a room’s notifications in another tab.', {
    roomId,
    level: z.enum(NOTIFICATION_LEVELS),
  }),
  frame('room_removed', 'An admin deleted a room the member was in.', { roomId, roomName: z.string() }),
  frame('room_left', 'The member left a room in another tab.', { roomId }),
  frame(
    'room_created',
    'A room the member may see was created: add it to the list as `GET /api/rooms` shows it.',
    {
      room: ZRoomListItem,
    },
  ),
  frame('pong', 'The answer to `ping`, with its timestamp.', {
    timestamp: z.union([z.number(), z.string()]).optional(),
  }),
  frame('error', 'A frame that could not be served; the socket stays open.', {
    message: z.string(),
    retryAfter: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Over a rate limit: seconds to wait before sending again.' }),
  }),
] as const;

export const ZWsServerFrame = z.discriminatedUnion('type', WS_SERVER_FRAMES);

// Both ways: a frame added to the events or to this list alone fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const framesMatch: Same<z.infer<typeof ZWsServerFrame>, TWsServerFrame> = true;
void framesMatch;
