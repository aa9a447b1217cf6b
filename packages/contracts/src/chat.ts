import { z } from 'zod';
import type { ZPublicUser } from './auth';
import { ZLinkPreview } from './link-previews';

/** What a reply shows of the message it answers (ours), as that message is now. */
export const ZReplyQuote = z.object({
  id: z.string(),
  /** Null when the answered message is gone altogether (its author's account was erased). */
  userId: z.string().nullable(),
  displayName: z.string().nullable(),
  /** The first characters of its text; '' for a photo without caption, or once it is gone. */
  excerpt: z.string(),
  isPhoto: z.boolean(),
  /** Deleted by its sender, removed by a moderator, or erased. */
  removed: z.boolean(),
});
export type TReplyQuote = z.infer<typeof ZReplyQuote>;

/** One emoji on a message (ours): how many reacted, and the first of them by name. */
export const ZReactionSummary = z.object({
  emoji: z.string(),
  count: z.number().int(),
  users: z.array(z.object({ id: z.string(), displayName: z.string() })),
});
export type TReactionSummary = z.infer<typeof ZReactionSummary>;

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
  /** Ours: the tombstone is the sender's own deletion, not a moderator's removal. */
  removedBySender: z.boolean().optional(),
  /** Ours: when the sender last edited the text (ISO); absent or null when never. */
  editedAt: z.string().nullable().optional(),
  /** Ours: the message this one answers. */
  replyTo: ZReplyQuote.nullable().optional(),
  /**
   * Ours: reactions as the reader may see them (history pages); a live `new_message` has none
   * yet, and `reaction_changed` events move the counts on.
   */
  reactions: z.array(ZReactionSummary).optional(),
  /** Ours: the preview of the first web link in the text, once the server has read the page. */
  linkPreview: ZLinkPreview.nullable().optional(),
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
