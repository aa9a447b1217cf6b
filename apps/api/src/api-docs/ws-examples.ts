import type { TWsClientFrame, TWsServerFrame } from '@nahbar/contracts';
import {
  SAMPLE_MESSAGE,
  SAMPLE_MESSAGE_ID,
  SAMPLE_OTHER_USER_ID,
  SAMPLE_PUBLIC_USER,
  SAMPLE_ROOM_ID,
  SAMPLE_ROOM_LIST_ITEM,
  SAMPLE_USER_ID,
} from './samples';

/**
 * One example of each `/ws` frame for the AsyncAPI document. test/api-docs-asyncapi.test.ts parses
 * each with the frame schemas, so an example cannot fall behind its frame.
 */
const ROOM = SAMPLE_ROOM_ID;
const ANNA = SAMPLE_USER_ID;
const BEN = SAMPLE_OTHER_USER_ID;
const MESSAGE_ID = SAMPLE_MESSAGE_ID;
const anna = SAMPLE_PUBLIC_USER;
const message = SAMPLE_MESSAGE;
const listedRoom = { ...SAMPLE_ROOM_LIST_ITEM, isMember: false };

type ClientExamples = { [T in TWsClientFrame['type']]: Record<string, unknown> & { type: T } };
type ServerExamples = { [T in TWsServerFrame['type']]: Extract<TWsServerFrame, { type: T }> };

export const WS_CLIENT_EXAMPLES: ClientExamples = {
  join: { type: 'join', roomId: ROOM, lastSequenceId: 41 },
  leave: { type: 'leave', roomId: ROOM },
  message: {
    type: 'message',
    content: 'Hello, neighbours!',
    messageType: 'text',
    mentionedUserIds: [],
    clientMessageId: 'c-1',
  },
  typing: { type: 'typing', isTyping: true },
  ping: { type: 'ping', timestamp: 1777660200000 },
};

export const WS_SERVER_EXAMPLES: ServerExamples = {
  new_message: { type: 'new_message', message },
  user_joined: { type: 'user_joined', roomId: ROOM, userId: BEN },
  user_left: { type: 'user_left', roomId: ROOM, userId: BEN },
  room_online_users: { type: 'room_online_users', roomId: ROOM, onlineUsers: [ANNA, BEN] },
  user_typing: { type: 'user_typing', roomId: ROOM, userId: BEN, isTyping: true },
  message_removed: { type: 'message_removed', roomId: ROOM, messageId: MESSAGE_ID },
  message_updated: {
    type: 'message_updated',
    message: { ...message, content: 'Hello, everyone!', editedAt: '2026-05-01T18:31:00.000Z' },
  },
  message_deleted: { type: 'message_deleted', roomId: ROOM, messageId: MESSAGE_ID },
  reaction_changed: {
    type: 'reaction_changed',
    roomId: ROOM,
    messageId: MESSAGE_ID,
    emoji: '👍',
    userId: BEN,
    displayName: 'Ben',
    added: true,
  },
  private_chat_request: { type: 'private_chat_request', fromUser: anna, roomId: ROOM },
  private_chat_closed: { type: 'private_chat_closed', closedBy: ANNA, roomId: ROOM, message: 'Chat closed' },
  notification: {
    type: 'notification',
    id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    notificationType: 'mention',
    title: 'Anna mentioned you',
    body: null,
    data: { roomId: ROOM, messageId: MESSAGE_ID, fromUserId: ANNA, fromName: 'Anna', roomName: 'Book club' },
    priority: 'high',
    read: false,
    quiet: false,
  },
  notifications_read: { type: 'notifications_read', notificationId: null },
  room_invite: { type: 'room_invite', roomId: ROOM, roomName: 'Book club', fromUser: anna },
  relations_changed: { type: 'relations_changed', userId: ANNA },
  room_read: { type: 'room_read', roomId: ROOM, lastReadSequence: 42 },
  read_receipt: { type: 'read_receipt', roomId: ROOM, userId: BEN, sequenceId: 42 },
  room_notification_level: { type: 'room_notification_level', roomId: ROOM, level: 'mentions' },
  room_removed: { type: 'room_removed', roomId: ROOM, roomName: 'Book club' },
  room_left: { type: 'room_left', roomId: ROOM },
  room_created: { type: 'room_created', room: listedRoom },
  pong: { type: 'pong', timestamp: 1777660200000 },
  error: {
    type: 'error',
    message: 'You’re going a bit fast. Please wait 3 seconds and try again.',
    retryAfter: 3,
  },
};
