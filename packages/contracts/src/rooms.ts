import { z } from 'zod';
import { ZPublicUser } from './auth';
import { ROOM_DESCRIPTION_MAX_LENGTH, ROOM_NAME_MAX_LENGTH } from './constants';
import { TEXT } from './messages';

/** Ids are uuids; a malformed one can only name a room that does not exist. */
export const ZRoomId = z.guid({ error: TEXT.chat.roomNotFound });
export const ZUserId = z.guid({ error: TEXT.chat.userNotFound });

/** Chat spec §5: the name is trimmed and required; unique ignoring case (server). */
export const ZRoomName = z
  .string({ error: TEXT.chat.roomNameRequired })
  .trim()
  .min(1, TEXT.chat.roomNameRequired)
  .max(ROOM_NAME_MAX_LENGTH, TEXT.chat.roomNameTooLong);

export const ZCreateRoomInput = z.object({
  name: ZRoomName,
  /** Optional; blank means none. */
  description: z
    .string()
    .trim()
    .max(ROOM_DESCRIPTION_MAX_LENGTH, TEXT.chat.roomDescriptionTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  isPrivate: z.boolean().default(false),
});
export type TCreateRoomInput = z.input<typeof ZCreateRoomInput>;

export const ZRoomIdInput = z.object({ roomId: ZRoomId });
export type TRoomIdInput = z.input<typeof ZRoomIdInput>;

export const ZInviteToRoomInput = z.object({ roomId: ZRoomId, userId: ZUserId });
export type TInviteToRoomInput = z.input<typeof ZInviteToRoomInput>;

/** A room with its members (chat spec §3, "Room"); direct chats add isDirect and closedAt. */
export const ZRoom = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  isDirect: z.boolean(),
  /** Set once a private chat is closed; it then refuses new messages. */
  closedAt: z.string().nullable(),
  memberIds: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  members: z.array(ZPublicUser),
});
export type TRoom = z.infer<typeof ZRoom>;

/**
 * A room in the sidebar list: public rooms and the private rooms one belongs to. Member
 * lists of big public rooms would bloat it, so it carries a count and the caller's own
 * membership instead; `rooms.get` has the members.
 */
export const ZRoomListItem = ZRoom.omit({
  members: true,
  memberIds: true,
  isDirect: true,
  closedAt: true,
}).extend({
  memberCount: z.number().int(),
  isMember: z.boolean(),
});
export type TRoomListItem = z.infer<typeof ZRoomListItem>;
