import { sql } from 'kysely';
import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom' | 'updateTable' | 'deleteFrom' | 'insertInto'>;

/** What deciding on an edit, a deletion or a reaction needs to know of a message. */
export interface ChangeableMessage {
  id: string;
  roomId: string;
  userId: string;
  messageType: 'text' | 'photo';
  photoUrl: string | null;
  createdAt: Date;
  removedAt: Date | null;
}

export function findChangeable(db: Executor, messageId: string): Promise<ChangeableMessage | undefined> {
  return db
    .selectFrom('messages')
    .select(['id', 'roomId', 'userId', 'messageType', 'photoUrl', 'createdAt', 'removedAt'])
    .where('id', '=', messageId)
    .executeTakeFirst();
}

/** New words for a message not removed; false when it was removed meanwhile. */
export async function updateText(
  db: Executor,
  messageId: string,
  change: { content: string; mentionedUserIds: string[]; editedAt: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('messages')
    // The new words decide their preview anew (link-previews/attach-preview.ts).
    .set({ ...change, linkPreviewUrl: null })
    .where('id', '=', messageId)
    .where('removedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The reactions to messages that went (tombstones show none). */
export async function dropReactionsTo(db: Executor, messageIds: readonly string[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .deleteFrom('messageReactions')
    .where('messageId', 'in', [...messageIds])
    .execute();
}

/** The notices that pointed at a message that went (a mention, a private message). */
export async function dropNotificationsAbout(db: Executor, messageId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('notifications')
    .where(sql<string>`data->>'messageId'`, '=', messageId)
    .returning('userId')
    .execute();
  return rows.map((row) => row.userId);
}

/** Adds one reaction; false when the member had already reacted with that emoji. */
export async function addReaction(
  db: Executor,
  reaction: { messageId: string; userId: string; emoji: string },
): Promise<boolean> {
  const row = await db
    .insertInto('messageReactions')
    .values(reaction)
    .onConflict((oc) => oc.doNothing())
    .returning('messageId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes one reaction back; false when there was none. */
export async function removeReaction(
  db: Executor,
  reaction: { messageId: string; userId: string; emoji: string },
): Promise<boolean> {
  const row = await db
    .deleteFrom('messageReactions')
    .where('messageId', '=', reaction.messageId)
    .where('userId', '=', reaction.userId)
    .where('emoji', '=', reaction.emoji)
    .returning('messageId')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many distinct emoji one member has on one message (a cap keeps a message's row short). */
export async function countOwnReactions(db: Executor, messageId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messageReactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('messageId', '=', messageId)
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One emoji on one message: how many reacted, and the first of them by name. */
export interface ReactionSummaryRow {
  messageId: string;
  emoji: string;
  count: number;
  users: { id: string; displayName: string }[];
}

/** How many reactors a summary names; the count covers them all. */
export const REACTORS_NAMED = 20;

/**
 * The reactions to some messages, leaving out members hidden from the reader (a block either
 * way), per emoji in the order each emoji was first used, reactors in the order they reacted.
 */
export async function reactionsTo(
  db: Pick<Db, 'selectFrom'>,
  messageIds: readonly string[],
  hiddenUserIds: readonly string[],
): Promise<ReactionSummaryRow[]> {
  if (messageIds.length === 0) return [];
  let query = db
    .selectFrom('messageReactions as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .where('r.messageId', 'in', [...messageIds])
    .select([
      'r.messageId',
      'r.emoji',
      sql<string>`count(*)`.as('count'),
      // One json value (not json[]), which every driver hands back parsed.
      sql<{ id: string; displayName: string }[]>`to_json((array_agg(
        json_build_object('id', u.id, 'displayName', u.display_name) ORDER BY r.created_at, r.user_id
      ))[1:${sql.lit(REACTORS_NAMED)}])`.as('users'),
    ])
    .groupBy(['r.messageId', 'r.emoji'])
    .orderBy(sql`min(r.created_at)`)
    .orderBy('r.emoji');
  if (hiddenUserIds.length > 0) query = query.where('r.userId', 'not in', [...hiddenUserIds]);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * Shows the preview of `url` on a message not removed (null: none); false when the message is
 * gone or, with `whileContentIs`, when its words changed meanwhile (an edit decides anew).
 */
export async function setLinkPreview(
  db: Executor,
  messageId: string,
  url: string | null,
  whileContentIs?: string,
): Promise<boolean> {
  let query = db
    .updateTable('messages')
    .set({ linkPreviewUrl: url })
    .where('id', '=', messageId)
    .where('removedAt', 'is', null);
  if (whileContentIs !== undefined) query = query.where('content', '=', whileContentIs);
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}
