import { z } from 'zod';
import { ZPublicUser } from './auth';
import { NOTIFICATION_LEVELS } from './choices';
import { ZRoom, ZRoomId, ZRoomListItem, ZUserId } from './rooms';

/** The other participant; the caller is always the first. */
export const ZCreatePrivateChatInput = z.object({ userId: ZUserId });
export type TCreatePrivateChatInput = z.input<typeof ZCreatePrivateChatInput>;

export const ZClosePrivateChatInput = z.object({ roomId: ZRoomId });
export type TClosePrivateChatInput = z.input<typeof ZClosePrivateChatInput>;

/** `privateChats.readReceipt`, `GET /api/private-chats/{roomId}/read-receipt`. */
export const ZReadReceiptInput = z.object({ roomId: ZRoomId });
export type TReadReceiptInput = z.input<typeof ZReadReceiptInput>;

export const ZReadReceipt = z.object({ sequenceId: z.number().int().nullable() }).meta({
  id: 'ReadReceipt',
  description:
    'How far the other member of a private chat has read: null unless both members turned read receipts on and no block lies between them.',
});
export type TReadReceipt = z.infer<typeof ZReadReceipt>;

export const ZPrivateChatCreated = z.object({ room: ZRoom, otherUser: ZPublicUser }).meta({
  id: 'PrivateChatCreated',
  description: '`POST /api/private-chat/create` (design: wire decisions, Lists).',
});
export type TPrivateChatCreated = z.infer<typeof ZPrivateChatCreated>;

export const ZPrivateChat = z
  .object({
    id: z.string(),
    participant1Id: z.string(),
    participant2: ZPublicUser,
    roomId: z.string(),
    createdAt: z.string(),
  })
  .meta({
    id: 'PrivateChat',
    description: "An open private chat as the sidebar shows it (chat spec §3); `id` is the room's id.",
  });
export type TPrivateChat = z.infer<typeof ZPrivateChat>;

/** `GET /api/chat-data/{userId}`: what the chat screen needs to start. */
export const ZUnread = z
  .object({ roomId: z.string(), count: z.number().int(), mentioned: z.boolean() })
  .meta({
    id: 'Unread',
    description: 'Messages of others since the member last read a room or chat (ours), up to 100.',
  });
export type TUnread = z.infer<typeof ZUnread>;

/** Unread counts stop at this many: the badge then reads 99+. */
export const UNREAD_COUNT_CAP = 100;

export const ZChatData = z
  .object({
    privateRooms: z.array(ZPrivateChat),
    rooms: z.array(ZRoomListItem),
    unread: z.array(ZUnread).meta({ description: 'Ours: only rooms and chats with something unread.' }),
    notificationLevels: z
      .array(z.object({ roomId: z.string(), level: z.enum(NOTIFICATION_LEVELS) }))
      .meta({ description: 'Ours: rooms and chats the member set to notify of less than everything.' }),
    asOf: z.iso.datetime().meta({
      description:
        'Ours: the server time just before this was read. Passed to `live.activity` as `since`, so a message written before the stream began still moves the counts.',
    }),
  })
  .meta({ id: 'ChatData' });
export type TChatData = z.infer<typeof ZChatData>;
