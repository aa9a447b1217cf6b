import { z } from 'zod';
import type { ZPublicUser } from './auth';

/** The message DTO of the design's wire decisions. */
export const ZMessage = z.object({
  id: z.string(),
  roomId: z.string(),
  userId: z.string(),
  sequenceId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  messageType: z.enum(['text', 'photo']),
  photoUrl: z.string().nullable(),
  photoFileName: z.string().nullable(),
  mentionedUserIds: z.array(z.string()),
  clientMessageId: z.string().nullable().optional(),
  /** Ours: removed by a moderator; its words and photo are gone, its place in the room stays. */
  removed: z.boolean().optional(),
  user: z.object({
    id: z.string(),
    displayName: z.string(),
    username: z.string(),
    gender: z.string(),
    avatar: z.string().nullable(),
    primaryPhoto: z.object({ photoUrl: z.string() }).nullable(),
  }),
});
export type TMessage = z.infer<typeof ZMessage>;

export type TChatUser = z.infer<typeof ZPublicUser>;
