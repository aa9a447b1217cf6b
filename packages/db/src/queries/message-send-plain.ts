import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Db } from '../create-db';
import { runPrepared } from '../prepared';
import type { SendOutcome, SendRequest } from './message-sends';
import { type MessageRow, messageColumnList, messageColumns, senderColumns } from './messages';
import { chatBlocked, chatClosed, isMemberOf, muteHolds } from './send-rules';

/**
 * A lone send in the common case, stored by a smaller statement than the grouped one
 * (`storeSends`): a member of the room, not muted, not a retry of a client id, the room open
 * to them (no closed chat, no block). It moves the room's counter by one and stores the
 * message under the id it skipped, in one round trip, and answers the row with its sender and
 * the room as `stored`. Where any of that does not hold it stores nothing and answers
 * `undefined`, and the caller sends the grouped statement, which judges the send and words
 * the verdict (or makes a newcomer to a public room a member, or finds the earlier send). The
 * rules are send-rules.ts's, so the two statements cannot judge one send differently.
 *
 * Why a second statement: for a single send the grouped one does work meant for a group (the
 * verdicts, the window functions that number a group's sends, the outcome rows of refusals and
 * retries), and on Postgres took 0.15 to 0.4 ms longer than this one (pgbench at 50 sends a
 * second); a quiet room's message waits for all of it (docs/benchmarks.md, quiet room).
 */
export async function storePlainSend(db: Db, send: SendRequest): Promise<SendOutcome | undefined> {
  const { rows } = await runPrepared<PlainRow>(db, {
    ...statementFor(db),
    parameters: [
      send.roomId,
      send.userId,
      send.now,
      send.clientMessageId ?? null,
      randomUUID(),
      send.content,
      send.messageType ?? 'text',
      send.photoUrl ?? null,
      send.photoFileName ?? null,
      arrayLiteral(send.mentionedUserIds ?? []),
      send.replyToId ?? null,
    ],
  });
  const row = rows[0];
  if (!row) return undefined;
  const { roomName, roomIsPrivate, roomIsDirect, roomClosedAt, ...message } = row;
  return {
    verdict: 'stored',
    message,
    room: {
      id: message.roomId,
      name: roomName,
      isPrivate: roomIsPrivate,
      isDirect: roomIsDirect,
      closedAt: roomClosedAt,
      isMember: true,
    },
    joined: false,
  };
}

/**
 * The parameters by position, typed in the text, so the statement's text is one and the
 * same for every send (prepared once per connection; on the embedded database each goes in
 * as a literal, `embedded-prepared.ts`, which is why the mentions travel as an array literal).
 */
const ROOM = sql.raw('$1::uuid');
const USER = sql.raw('$2::uuid');
const NOW = sql.raw('$3::timestamptz');
const CLIENT_ID = sql.raw('$4::text');
const VALUES = sql.raw(
  '$5::uuid, n.id, $2::uuid, n.last_sequence_id, $6::text, $7::text, $8::text, $9::text, $10::uuid[], $4::text, $11::uuid',
);

/** Postgres's array literal of `values`, each quoted, so that any text reads back as itself. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

let compiled: CompiledQuery<PlainRow> | undefined;

function statementFor(db: Db): CompiledQuery<PlainRow> {
  if (compiled) return compiled;
  const query = build(db).compile() as CompiledQuery<PlainRow>;
  if (query.parameters.length !== 0) throw new Error('the plain send statement numbers its own parameters');
  compiled = query;
  return query;
}

function build(db: Db) {
  // biome-ignore lint/suspicious/noExplicitAny: the raw CTEs below have no table types; the rows are typed as PlainRow.
  const untyped = db as unknown as Kysely<any>;
  return (
    untyped
      .with(
        // The room's row, locked and moved on by one only if the send passes every rule: a
        // concurrent send to the room waits here, and then sees this one's counter.
        'next',
        () => sql`(UPDATE rooms r SET last_sequence_id = r.last_sequence_id + 1
        FROM users s
        WHERE r.id = ${ROOM} AND s.id = ${USER}
          AND NOT ${muteHolds('s', NOW)}
          AND ${isMemberOf(ROOM, USER)}
          AND NOT ${chatClosed('r')}
          AND NOT ${chatBlocked('r', USER)}
          AND NOT EXISTS (SELECT 1 FROM messages e WHERE e.user_id = ${USER} AND e.client_message_id = ${CLIENT_ID})
        RETURNING r.id, r.name, r.is_private, r.is_direct, r.closed_at, r.last_sequence_id)`,
      )
      .with(
        'stored',
        () => sql`(INSERT INTO messages (id, room_id, user_id, sequence_id, content, message_type, photo_url,
          photo_file_name, mentioned_user_ids, client_message_id, reply_to_id)
        SELECT ${VALUES} FROM next n
        RETURNING ${messageColumnList})`,
      )
      .selectFrom('stored as m')
      .innerJoin('next as n', 'n.id', 'm.roomId')
      .innerJoin('users as u', 'u.id', 'm.userId')
      // `true` written out, as in the grouped statement: the plan kept for all values may use
      // the index of primary photos.
      .leftJoin('userPhotos as p', (join) =>
        join.onRef('p.userId', '=', 'm.userId').on('p.isPrimary', '=', sql<boolean>`true`),
      )
      .leftJoin('userPrivacySettings as ps', 'ps.userId', 'm.userId')
      .select([
        'n.name as roomName',
        'n.isPrivate as roomIsPrivate',
        'n.isDirect as roomIsDirect',
        'n.closedAt as roomClosedAt',
      ])
      .select(messageColumns)
      .select(senderColumns)
  );
}

interface PlainRow extends MessageRow {
  roomName: string;
  roomIsPrivate: boolean;
  roomIsDirect: boolean;
  roomClosedAt: Date | null;
}
