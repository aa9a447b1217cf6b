import { z } from 'zod';
import type { ZPublicUser } from './auth';
import { ZLinkPreview } from './link-previews';

export const ZReplyQuote = z
  .object({
    id: z.string(),
    userId: z.string().nullable().meta({
      description: "Null when the answered message is gone altogether (its author's account was erased).",
    }),
    displayName: z.string().nullable(),
    excerpt: z.string().meta({
      description: "The first characters of its text; '' for a photo without caption, or once it is gone.",
    }),
    isPhoto: z.boolean(),
    removed: z.boolean().meta({ description: 'Deleted by its sender, removed by a moderator, or erased.' }),
  })
  .meta({
    id: 'ReplyQuote',
    description: 'What a reply shows of the message it answers (ours), as that message is now.',
  });
export type TReplyQuote = z.infer<typeof ZReplyQuote>;

export const ZReactionSummary = z
  .object({
    emoji: z.string(),
    count: z.number().int(),
    users: z.array(z.object({ id: z.string(), displayName: z.string() })),
  })
  .meta({
    id: 'ReactionSummary',
    description: 'One emoji on a message (ours): how many reacted, and the first of them by name.',
  });
export type TReactionSummary = z.infer<typeof ZReactionSummary>;

export const ZMessage = z
  .object({
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
    removed: z.boolean().optional().meta({
      description: 'Ours: removed by a moderator; its words and photo are gone, its place in the room stays.',
    }),
    removedBySender: z
      .boolean()
      .optional()
      .meta({ description: "Ours: the tombstone is the sender's own deletion, not a moderator's removal." }),
    editedAt: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'Ours: when the sender last edited the text (ISO); absent or null when never.' }),
    replyTo: ZReplyQuote.nullable().optional().meta({ description: 'Ours: the message this one answers.' }),
    reactions: z.array(ZReactionSummary).optional().meta({
      description:
        'Ours: reactions as the reader may see them (history pages); a live `new_message` has none yet, and `reaction_changed` events move the counts on.',
    }),
    linkPreview: ZLinkPreview.nullable().optional().meta({
      description: 'Ours: the preview of the first web link in the text, once the server has read the page.',
    }),
    user: z.object({
      id: z.string(),
      displayName: z.string(),
      username: z.string(),
      gender: z.string(),
      avatar: z.string().nullable(),
      primaryPhoto: z.object({ photoUrl: z.string() }).nullable(),
    }),
  })
  .meta({ id: 'Message', description: "The message DTO of the design's wire decisions." });
export type TMessage = z.infer<typeof ZMessage>;

export type TChatUser = z.infer<typeof ZPublicUser>;
