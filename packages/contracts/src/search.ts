import { z } from 'zod';
import { SEARCH_MIN_LENGTH, SEARCH_RESULT_LIMIT } from './constants';
import { zNumeric, zText } from './input-hygiene';
import { textKey } from './text';

export const ZSearchInput = z.object({
  q: zText({ error: textKey('search.queryTooShort') })
    .trim()
    .min(SEARCH_MIN_LENGTH, textKey('search.queryTooShort'))
    .max(100, textKey('search.queryTooLong')),
  limit: zNumeric(textKey('input.notANumber'))
    .pipe(z.number().int().min(1).max(SEARCH_RESULT_LIMIT))
    .default(SEARCH_RESULT_LIMIT),
});
export type TSearchInput = z.input<typeof ZSearchInput>;

const ZSearchUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  gender: z.string(),
  bio: z.string().nullable(),
  primaryPhoto: z.object({ photoUrl: z.string() }).nullable(),
});

export const ZMessageSearchResult = z
  .object({
    id: z.string(),
    roomId: z.string(),
    sequenceId: z.number(),
    content: z.string(),
    messageType: z.enum(['text', 'photo']),
    createdAt: z.string(),
    room: z.object({ id: z.string(), name: z.string(), isPrivate: z.boolean(), isDirect: z.boolean() }),
    user: ZSearchUser,
  })
  .meta({ id: 'MessageSearchResult' });
export type TMessageSearchResult = z.infer<typeof ZMessageSearchResult>;

export const ZUserSearchResult = ZSearchUser;
export type TUserSearchResult = z.infer<typeof ZUserSearchResult>;

export const ZRoomSearchResult = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    seedKey: z.string().nullable().optional().meta({
      description:
        "A seeded room's key: clients show its description from their catalogue (as in rooms.list).",
    }),
    isPrivate: z.boolean(),
    memberCount: z.number(),
  })
  .meta({ id: 'RoomSearchResult' });
export type TRoomSearchResult = z.infer<typeof ZRoomSearchResult>;
