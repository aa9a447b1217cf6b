import { z } from 'zod';
import { ZPublicUser } from './auth';
import { ZRoom, ZRoomId, ZRoomListItem, ZUserId } from './rooms';

/** The other participant; the caller is always the first. */
export const ZCreatePrivateChatInput = z.object({ userId: ZUserId });
export type TCreatePrivateChatInput = z.input<typeof ZCreatePrivateChatInput>;

export const ZClosePrivateChatInput = z.object({ roomId: ZRoomId });
export type TClosePrivateChatInput = z.input<typeof ZClosePrivateChatInput>;

/** `POST /api/private-chat/create` (design: wire decisions, Lists). */
export const ZPrivateChatCreated = z.object({ room: ZRoom, otherUser: ZPublicUser });
export type TPrivateChatCreated = z.infer<typeof ZPrivateChatCreated>;

/** An open private chat as the sidebar shows it (chat spec §3); `id` is the room's id. */
export const ZPrivateChat = z.object({
  id: z.string(),
  participant1Id: z.string(),
  participant2: ZPublicUser,
  roomId: z.string(),
  createdAt: z.string(),
});
export type TPrivateChat = z.infer<typeof ZPrivateChat>;

/** `GET /api/chat-data/{userId}`: what the chat screen needs to start. */
export const ZChatData = z.object({
  privateRooms: z.array(ZPrivateChat),
  rooms: z.array(ZRoomListItem),
});
export type TChatData = z.infer<typeof ZChatData>;
