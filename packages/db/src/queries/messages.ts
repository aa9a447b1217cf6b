import { type Insertable, sql } from 'kysely';
import type { Db } from '../create-db';
import type { Message, MessagesTable, UsersTable } from '../schema';
import { pictureShownToStrangers } from './visibility';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export type NewMessage = Insertable<MessagesTable>;

/** What a reply shows of the message it answers; null when that message is gone. */
export interface QuotedRow {
  id: string;
  userId: string;
  displayName: string;
  /** The first characters of its text ('' once removed or deleted). */
  excerpt: string;
  messageType: 'text' | 'photo';
  removed: boolean;
}

/** A message with the public fields of its sender, loaded in the same query. */
export interface MessageRow extends Message {
  username: string;
  displayName: string;
  gender: UsersTable['gender'];
  avatar: string | null;
  primaryPhotoUrl: string | null;
  quoted: QuotedRow | null;
  preview: PreviewRow | null;
}

/** The preview a message shows: the page as the server read it; null when there is none. */
export interface PreviewRow {
  url: string;
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Names the stored image, when the page had one. */
  imageId: string | null;
}

/** How much of the answered message a reply carries: a quote line, not the message. */
export const QUOTE_EXCERPT_LENGTH = 120;

/**
 * A message is one payload for every reader of its room, so the sender's picture in it is
 * what a stranger may see (visibility.ts, pictureShownToStrangers): none when the sender hides
 * photos from strangers or keeps a private profile. Friends see it on the profile page.
 */
const PICTURE_SHOWN = pictureShownToStrangers('ps');

export const senderColumns = [
  'u.username',
  'u.displayName',
  'u.gender',
  sql<string | null>`case when ${PICTURE_SHOWN} then u.avatar end`.as('avatar'),
  sql<string | null>`case when ${PICTURE_SHOWN} then p.photo_url end`.as('primaryPhotoUrl'),
  // The answered message as it is now (edited, deleted or erased): read with the reply, one
  // index look-up by primary key, and nothing stored twice.
  sql<QuotedRow | null>`(SELECT json_build_object(
      'id', q.id, 'userId', q.user_id, 'displayName', qu.display_name,
      'excerpt', CASE WHEN q.removed_at IS NULL THEN left(q.content, ${sql.lit(QUOTE_EXCERPT_LENGTH)}) ELSE '' END,
      'messageType', q.message_type, 'removed', q.removed_at IS NOT NULL)
    FROM messages q JOIN users qu ON qu.id = q.user_id WHERE q.id = m.reply_to_id)`.as('quoted'),
  // The linked page as last read: a refreshed cache row shows in every message linking it.
  sql<PreviewRow | null>`(SELECT json_build_object(
      'url', lp.url, 'title', lp.title, 'description', lp.description, 'siteName', lp.site_name,
      'imageId', CASE WHEN lp.image_content_type IS NOT NULL THEN lp.id END)
    FROM link_previews lp WHERE lp.url = m.link_preview_url AND lp.status = 'ready')`.as('preview'),
] as const;

/**
 * A message's own columns, named: the table also stores its search vector (migration 0013),
 * which no reader of messages needs to carry.
 */
export const messageColumns = [
  'm.id',
  'm.roomId',
  'm.userId',
  'm.sequenceId',
  'm.content',
  'm.messageType',
  'm.photoUrl',
  'm.photoFileName',
  'm.mentionedUserIds',
  'm.clientMessageId',
  'm.createdAt',
  'm.removedAt',
  'm.removedBy',
  'm.editedAt',
  'm.replyToId',
  'm.linkPreviewUrl',
] as const satisfies readonly `m.${keyof Message}`[];

/**
 * The same columns unqualified, in the same order and under the same names, for a statement
 * that reads them from a CTE or returns them from an insert (message-sends.ts).
 */
export const messageColumnList = sql.join(messageColumns.map((column) => sql.ref(column.slice(2))));

function withSender(db: Executor) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('userPhotos as p', (join) =>
      join.onRef('p.userId', '=', 'm.userId').on('p.isPrimary', '=', true),
    )
    .leftJoin('userPrivacySettings as ps', 'ps.userId', 'm.userId')
    .select(messageColumns)
    .select(senderColumns);
}

/** A message to store (message-sends.ts, `storeSends`): its id and sequence id are the statement's. */
export type BatchedMessage = Omit<NewMessage, 'sequenceId' | 'id'>;

export function findById(db: Executor, id: string): Promise<MessageRow | undefined> {
  return withSender(db).where('m.id', '=', id).executeTakeFirst();
}

/** The message a sender stored under their own client id, if any. */
export function findByClientId(
  db: Executor,
  userId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  return withSender(db)
    .where('m.userId', '=', userId)
    .where('m.clientMessageId', '=', clientMessageId)
    .executeTakeFirst();
}

/**
 * Up to `limit` messages older than `beforeSequenceId` (or the newest), newest first:
 * keyset on the `(room_id, sequence_id)` key, so deep pages cost what the first one does.
 */
export function listBefore(
  db: Executor,
  roomId: string,
  beforeSequenceId: number | null,
  limit: number,
): Promise<MessageRow[]> {
  let query = withSender(db).where('m.roomId', '=', roomId);
  if (beforeSequenceId !== null) query = query.where('m.sequenceId', '<', beforeSequenceId);
  return query.orderBy('m.sequenceId', 'desc').limit(limit).execute();
}

/** The first `limit` messages created after `since`, oldest first. */
export function listSince(db: Executor, roomId: string, since: Date, limit: number): Promise<MessageRow[]> {
  return withSender(db)
    .where('m.roomId', '=', roomId)
    .where('m.createdAt', '>', since)
    .orderBy('m.sequenceId')
    .limit(limit)
    .execute();
}

/** The first `limit` messages after a sequence id, oldest first: resuming without gaps. */
export function listAfterSequence(
  db: Executor,
  roomId: string,
  afterSequenceId: number,
  limit: number,
): Promise<MessageRow[]> {
  return withSender(db)
    .where('m.roomId', '=', roomId)
    .where('m.sequenceId', '>', afterSequenceId)
    .orderBy('m.sequenceId')
    .limit(limit)
    .execute();
}

/** Messages sent per hour since `since` (hours without any are left out). */
export async function countPerHourSince(
  db: Pick<Db, 'selectFrom'>,
  since: Date,
): Promise<{ hour: Date; count: number }[]> {
  const rows = await db
    .selectFrom('messages')
    .select([sql<Date>`date_trunc('hour', created_at)`.as('hour'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('createdAt', '>=', since)
    .groupBy(sql`date_trunc('hour', created_at)`)
    .execute();
  return rows.map((row) => ({ hour: new Date(row.hour), count: Number(row.n) }));
}
