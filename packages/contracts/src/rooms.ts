import { z } from 'zod';
import { ZPublicUser } from './auth';
import { NOTIFICATION_LEVELS } from './choices';
import { ROOM_DESCRIPTION_MAX_LENGTH, ROOM_NAME_MAX_LENGTH } from './constants';
import { zName, zText } from './input-hygiene';
import { textKey } from './text';

/** Ids are uuids; a malformed one can only name a room that does not exist. */
export const ZRoomId = z.guid({ error: textKey('chat.roomNotFound') });
export const ZUserId = z.guid({ error: textKey('chat.userNotFound') });

/** Chat spec §5: the name is trimmed and required; unique ignoring case (server). */
export const ZRoomName = zName({ error: textKey('chat.roomNameRequired') })
  .trim()
  .min(1, textKey('chat.roomNameRequired'))
  .max(ROOM_NAME_MAX_LENGTH, textKey('chat.roomNameTooLong'));

export const ZCreateRoomInput = z.object({
  name: ZRoomName,
  description: zText()
    .trim()
    .max(ROOM_DESCRIPTION_MAX_LENGTH, textKey('chat.roomDescriptionTooLong'))
    .nullish()
    .transform((value) => (value ? value : null))
    .meta({ description: 'Optional; blank means none.' }),
  isPrivate: z.boolean().default(false),
});
export type TCreateRoomInput = z.input<typeof ZCreateRoomInput>;

export const ZRoomIdInput = z.object({ roomId: ZRoomId });
export type TRoomIdInput = z.input<typeof ZRoomIdInput>;

/** Marks a room read up to a message (ours): its sequence id. */
export const ZMarkReadInput = z.object({
  roomId: ZRoomId,
  sequenceId: z
    .number({ error: textKey('chat.roomNotFound') })
    .int()
    .min(0)
    .max(2_147_483_647),
});
export type TMarkReadInput = z.input<typeof ZMarkReadInput>;

/** Sets what a room or private chat notifies the member of (ours, Element's per-room levels). */
export const ZNotificationLevelInput = z.object({
  roomId: ZRoomId,
  level: z.enum(NOTIFICATION_LEVELS, { error: textKey('notifications.invalidLevel') }),
});
export type TNotificationLevelInput = z.input<typeof ZNotificationLevelInput>;

export const ZInviteToRoomInput = z.object({ roomId: ZRoomId, userId: ZUserId });
export type TInviteToRoomInput = z.input<typeof ZInviteToRoomInput>;

export const ZRoom = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isPrivate: z.boolean(),
    isDirect: z.boolean(),
    closedAt: z
      .string()
      .nullable()
      .meta({ description: 'Set once a private chat is closed; it then refuses new messages.' }),
    memberIds: z.array(z.string()),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    seedKey: z.string().nullable().optional().meta({
      description:
        "A seeded public room's stable key ('lobby', ...; SEED_PUBLIC_ROOMS): clients show its description from their catalogue. Null for other rooms; absent from older servers.",
    }),
    members: z.array(ZPublicUser),
  })
  .meta({
    id: 'Room',
    description: 'A room with its members (chat spec §3, "Room"); direct chats add isDirect and closedAt.',
  });
export type TRoom = z.infer<typeof ZRoom>;

export const ZRoomListItem = ZRoom.omit({
  members: true,
  memberIds: true,
  isDirect: true,
  closedAt: true,
})
  .extend({
    memberCount: z.number().int(),
    isMember: z.boolean(),
  })
  .meta({
    id: 'RoomListItem',
    description:
      "A room in the sidebar list: public rooms and the private rooms one belongs to. Member lists of big public rooms would bloat it, so it carries a count and the caller's own membership instead; `rooms.get` has the members.",
  });
export type TRoomListItem = z.infer<typeof ZRoomListItem>;

/** The rooms a client shows in its sidebar, whose activity it follows (ours: live unread counts). */
export const ZRoomActivityInput = z.object({
  roomIds: z.array(ZRoomId).max(500),
  /** The chat data's `asOf`: activity since then is told first, so the counts miss nothing. */
  since: z.iso.datetime().optional(),
});

/** Something new in one of the member's rooms: its newest sequence id, never the message. */
export interface TRoomActivity {
  roomId: string;
  sequenceId: number;
  /** One of the messages since the last event mentions the member. */
  mentioned: boolean;
}
