import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../create-db';
import { runPrepared } from '../prepared';
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

/**
 * Stores a message under its room's next sequence id and returns it with its sender, in one
 * statement: the room's row lock that serialises senders is held only while it runs, and an
 * error (a duplicate client id, say) undoes the count with the insert, so ids stay gap-free.
 * Undefined when the room does not exist.
 */
export async function insertNext(
  db: Pick<Db, 'with' | 'executeQuery'>,
  message: Omit<NewMessage, 'sequenceId'>,
): Promise<MessageRow | undefined> {
  const columns = Object.keys(message) as (keyof typeof message & string)[];
  const query = db
    .with('next', (q) =>
      q
        .updateTable('rooms')
        .set((eb) => ({ lastSequenceId: eb('lastSequenceId', '+', 1) }))
        .where('id', '=', message.roomId)
        .returning('lastSequenceId'),
    )
    .with('stored', (q) =>
      q
        .insertInto('messages')
        .columns([...columns, 'sequenceId'])
        // From the room's row: no room, no row, nothing stored.
        .expression((eb) =>
          eb
            .selectFrom('next')
            .select([...columns.map((column) => eb.val(message[column]).as(column)), 'next.lastSequenceId']),
        )
        .returningAll(),
    )
    .selectFrom('stored as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('userPhotos as p', (join) =>
      join.onRef('p.userId', '=', 'm.userId').on('p.isPrimary', '=', true),
    )
    .leftJoin('userPrivacySettings as ps', 'ps.userId', 'm.userId')
    .select(messageColumns)
    .select(senderColumns);
  // A quiet room's every send: prepared, so Postgres plans it once per connection (one statement
  // per set of keys of `message`; the send always gives the same ones).
  const { rows } = await runPrepared(db, query.compile());
  return rows[0];
}

/** A message for `insertBatch`: what `insertNext` takes. */
export type BatchedMessage = Omit<NewMessage, 'sequenceId' | 'id'>;

/**
 * Stores many messages, of one room or several, in one statement: each room's counter moves by
 * its number of messages once, and its messages take the ids it skipped, in the order given, so
 * ids stay gap-free. All or nothing: an error (a duplicate client id, say) stores none and
 * moves no counter. Returns each message's row in the order given; undefined where its room
 * does not exist. The rows are read with their senders after the statement has committed.
 */
export async function insertBatch(
  db: Db,
  messages: readonly BatchedMessage[],
): Promise<(MessageRow | undefined)[]> {
  const perRoom = new Map<string, number>();
  const records = messages.map((message) => {
    const rank = (perRoom.get(message.roomId) ?? 0) + 1;
    perRoom.set(message.roomId, rank);
    return {
      id: randomUUID(),
      room_id: message.roomId,
      user_id: message.userId,
      content: message.content,
      message_type: message.messageType ?? 'text',
      photo_url: message.photoUrl ?? null,
      photo_file_name: message.photoFileName ?? null,
      mentioned_user_ids: message.mentionedUserIds ?? [],
      client_message_id: message.clientMessageId ?? null,
      reply_to_id: message.replyToId ?? null,
      rank,
    };
  });
  const batch = records.map((record) => ({ ...record, count: perRoom.get(record.room_id) ?? 0 }));
  // One parameter for the whole batch (a statement takes at most 65,535): a JSON array read
  // as rows, arrays and uuids typed by the column list.
  const insert = sql`
    WITH batch AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS b(
        id uuid, room_id uuid, user_id uuid, content text, message_type text, photo_url text,
        photo_file_name text, mentioned_user_ids uuid[], client_message_id text, reply_to_id uuid, rank int,
        count int)
    ),
    counts AS (SELECT DISTINCT room_id, count FROM batch),
    next AS (
      UPDATE rooms r SET last_sequence_id = r.last_sequence_id + c.count
      FROM counts c WHERE r.id = c.room_id
      RETURNING r.id, r.last_sequence_id
    )
    INSERT INTO messages (id, room_id, user_id, sequence_id, content, message_type, photo_url,
      photo_file_name, mentioned_user_ids, client_message_id, reply_to_id)
    SELECT b.id, b.room_id, b.user_id, n.last_sequence_id - b.count + b.rank, b.content,
      b.message_type, b.photo_url, b.photo_file_name, b.mentioned_user_ids, b.client_message_id,
      b.reply_to_id
    FROM batch b JOIN next n ON n.id = b.room_id
  `;
  await runPrepared(db, insert.compile(db));
  const rows = await withSender(db)
    .where(
      'm.id',
      'in',
      records.map((record) => record.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return records.map((record) => byId.get(record.id));
}

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
