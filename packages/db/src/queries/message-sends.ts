import { randomUUID } from 'node:crypto';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Db } from '../create-db';
import { runPrepared } from '../prepared';
import type { Room } from '../schema';
import {
  type BatchedMessage,
  type MessageRow,
  messageColumnList,
  messageColumns,
  senderColumns,
} from './messages';
import { chatBlocked, chatClosed, isMemberOf, muteHolds } from './send-rules';

export { storePlainSend } from './message-send-plain';

/** A send for `storeSends`: the message, and the time its sender's mute is judged at. */
export interface SendRequest extends BatchedMessage {
  /** The caller's clock: a mute that ran out by then no longer holds. */
  now: Date;
}

/**
 * What the statement made of one send. `stored`: the message was stored now. `storedBefore`:
 * the sender stored a message under this client id before (a retry; nothing stored). The rest
 * stored nothing: `muted` (the sender's mute holds), `noRoom`, `notMember` (a private room or
 * chat the sender is not in), `closed` (a private chat closed), `blocked` (a private chat across
 * a block, either way).
 */
export type SendVerdict = 'stored' | 'storedBefore' | 'muted' | 'noRoom' | 'notMember' | 'closed' | 'blocked';

/** The room a send went to, as read with the sender's membership before this statement. */
export type SendRoom = Pick<Room, 'id' | 'name' | 'isPrivate' | 'isDirect' | 'closedAt'> & {
  isMember: boolean;
};

export interface SendOutcome {
  verdict: SendVerdict;
  /** `stored`: the new row; `storedBefore`: the earlier one (which may be of another room). */
  message: MessageRow | undefined;
  /** Undefined when there is no such room (and for a retry whose room is gone). */
  room: SendRoom | undefined;
  /** This send made its sender a member of the (public) room: the first message there. */
  joined: boolean;
}

/**
 * Checks and stores many sends, of one room or several, in one statement and one round trip:
 * for each send it reads the room, the sender's membership and mute and an earlier message of
 * the sender's under the same client id, judges the send (`SendVerdict`, first that holds, in
 * that order: muted, a retry, no room, not a member, closed, blocked), makes a sender of a public
 * room they had not joined a member, and stores the sends it let through under their rooms'
 * next sequence ids: each room's counter moves once by the number stored there, and its
 * messages take the ids it skipped in the order given, so ids stay gap-free whatever was
 * refused. Returns one outcome per send, in the order given, each stored or earlier message
 * read with its sender. All or nothing: an error (a client id stored by a statement running at
 * the same time, say) stores none and moves no counter.
 *
 * The verdicts are the rules of send-rules.ts; the service words each refusal from the policy's
 * rules they mirror. The statement is prepared (`runPrepared`): its text is the same
 * for any number of sends, the sends travelling as one JSON parameter read as rows.
 */
export async function storeSends(db: Db, sends: readonly SendRequest[]): Promise<SendOutcome[]> {
  const asked = sends.map((send, index) => ({
    index,
    id: randomUUID(),
    room_id: send.roomId,
    user_id: send.userId,
    content: send.content,
    message_type: send.messageType ?? 'text',
    photo_url: send.photoUrl ?? null,
    photo_file_name: send.photoFileName ?? null,
    mentioned_user_ids: send.mentionedUserIds ?? [],
    client_message_id: send.clientMessageId ?? null,
    reply_to_id: send.replyToId ?? null,
    now: send.now.toISOString(),
  }));
  const statement = statementFor(db, rowsExpected(sends.length));
  // Every send runs it: prepared, so Postgres plans it once per connection.
  const { rows } = await runPrepared<OutcomeRow>(db, { ...statement, parameters: [JSON.stringify(asked)] });
  const byIndex = new Map(rows.map((row) => [row.askedIndex, row]));
  return sends.map((_, index) => toOutcome(byIndex.get(index)));
}

/**
 * The statement's text for a number of sends expected, built and compiled once: building it
 * anew cost more time than the rest of a send's work in the app. Its one parameter is the sends.
 */
const statements = new Map<number, CompiledQuery<OutcomeRow>>();

function statementFor(db: Db, expected: number): CompiledQuery<OutcomeRow> {
  const known = statements.get(expected);
  if (known) return known;
  const compiled = build(db, expected).compile() as CompiledQuery<OutcomeRow>;
  if (compiled.parameters.length !== 1) throw new Error('the send statement takes the sends alone');
  statements.set(expected, compiled);
  return compiled;
}

function build(db: Db, expected: number) {
  // biome-ignore lint/suspicious/noExplicitAny: the raw CTEs below have no table types; the rows are typed as OutcomeRow.
  const untyped = db as unknown as Kysely<any>;
  return (
    untyped
      .with(
        'asked',
        () => sql`(SELECT * FROM jsonb_to_recordset(${'[]'}::jsonb) AS a(
        index int, id uuid, room_id uuid, user_id uuid, content text, message_type text,
        photo_url text, photo_file_name text, mentioned_user_ids uuid[], client_message_id text,
        reply_to_id uuid, now timestamptz) LIMIT ${sql.lit(expected)})`,
      )
      .with(
        'judged',
        () => sql`(SELECT a.*, r.id AS found_room_id, r.name AS room_name, r.is_private AS room_is_private,
        r.is_direct AS room_is_direct, r.closed_at AS room_closed_at,
        r.last_sequence_id AS room_last_sequence_id, mem.is_member, earlier.id AS earlier_id,
        CASE
          WHEN ${muteHolds('u', sql`a.now`)} THEN 'muted'
          WHEN earlier.id IS NOT NULL THEN 'storedBefore'
          WHEN r.id IS NULL THEN 'noRoom'
          WHEN r.is_private AND NOT mem.is_member THEN 'notMember'
          WHEN ${chatClosed('r')} THEN 'closed'
          WHEN ${chatBlocked('r', sql`a.user_id`)} THEN 'blocked'
          ELSE 'stored'
        END AS verdict
      FROM asked a
      LEFT JOIN users u ON u.id = a.user_id
      LEFT JOIN rooms r ON r.id = a.room_id
      CROSS JOIN LATERAL (SELECT ${isMemberOf(sql`a.room_id`, sql`a.user_id`)} AS is_member) mem
      LEFT JOIN messages earlier
        ON earlier.user_id = a.user_id AND earlier.client_message_id = a.client_message_id)`,
      )
      .with(
        'accepted',
        () => sql`(SELECT j.*,
        row_number() OVER (PARTITION BY j.room_id ORDER BY j.index)::int AS rank,
        count(*) OVER (PARTITION BY j.room_id)::int AS count,
        row_number() OVER (PARTITION BY j.room_id, j.user_id ORDER BY j.index) = 1 AS first_of_sender
      FROM judged j WHERE j.verdict = 'stored')`,
      )
      .with(
        // A message makes its sender a member of a public room (chat spec); they have read what
        // came before it, as a member who joins has.
        'joined',
        () => sql`(INSERT INTO room_members (room_id, user_id, last_read_sequence)
        SELECT DISTINCT j.room_id, j.user_id, j.room_last_sequence_id FROM accepted j WHERE NOT j.is_member
        ON CONFLICT (room_id, user_id) DO NOTHING
        RETURNING room_id, user_id)`,
      )
      .with(
        'next',
        () => sql`(UPDATE rooms r SET last_sequence_id = r.last_sequence_id + c.count
        FROM (SELECT DISTINCT room_id, count FROM accepted) c WHERE r.id = c.room_id
        RETURNING r.id, r.last_sequence_id)`,
      )
      .with(
        'stored',
        () => sql`(INSERT INTO messages (id, room_id, user_id, sequence_id, content, message_type, photo_url,
          photo_file_name, mentioned_user_ids, client_message_id, reply_to_id)
        SELECT b.id, b.room_id, b.user_id, n.last_sequence_id - b.count + b.rank, b.content,
          b.message_type, b.photo_url, b.photo_file_name, b.mentioned_user_ids, b.client_message_id,
          b.reply_to_id
        FROM accepted b JOIN next n ON n.id = b.room_id
        RETURNING ${messageColumnList})`,
      )
      .with(
        // The new rows come from the insert (the statement's snapshot does not hold them), a
        // retry's from the table.
        'shown',
        () => sql`(SELECT ${messageColumnList} FROM stored
        UNION ALL
        SELECT ${messageColumnList} FROM messages
        WHERE id IN (SELECT earlier_id FROM judged WHERE verdict = 'storedBefore'))`,
      )
      .selectFrom('judged as j')
      .leftJoin('shown as m', (join) =>
        join.on(sql`m.id`, '=', sql`CASE WHEN j.verdict = 'storedBefore' THEN j.earlier_id ELSE j.id END`),
      )
      .leftJoin('users as u', 'u.id', 'm.userId')
      // `true` written out, not a parameter: the plan kept for all values (a prepared statement's)
      // may then use the index of primary photos, so Postgres keeps that plan instead of planning
      // anew for every send.
      .leftJoin('userPhotos as p', (join) =>
        join.onRef('p.userId', '=', 'm.userId').on('p.isPrimary', '=', sql<boolean>`true`),
      )
      .leftJoin('userPrivacySettings as ps', 'ps.userId', 'm.userId')
      .select([
        'j.index as askedIndex',
        'j.verdict as verdict',
        'j.foundRoomId',
        'j.roomName',
        'j.roomIsPrivate',
        'j.roomIsDirect',
        'j.roomClosedAt',
        'j.isMember',
        sql<boolean>`j.verdict = 'stored' AND EXISTS (
        SELECT 1 FROM accepted x JOIN joined jn ON jn.room_id = x.room_id AND jn.user_id = x.user_id
        WHERE x.index = j.index AND x.first_of_sender)`.as('joined'),
      ])
      .select(messageColumns)
      .select(senderColumns)
  );
}

/**
 * What the statement tells the planner to expect of its sends: the next power of two (1 to 256),
 * as a LIMIT that never cuts. Without it Postgres expects 100 rows of any JSON read as rows, and
 * for a lone send planned hash joins over whole tables (the members of every room, every user)
 * where an index finds the one row. A power of two keeps the statement's texts few: each is
 * prepared once per connection.
 */
function rowsExpected(count: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(1, count)));
}

interface OutcomeRow extends Omit<MessageRow, 'id'> {
  id: string | null;
  askedIndex: number;
  verdict: SendVerdict;
  foundRoomId: string | null;
  roomName: string;
  roomIsPrivate: boolean;
  roomIsDirect: boolean;
  roomClosedAt: Date | null;
  isMember: boolean;
  joined: boolean;
}

function toOutcome(row: OutcomeRow | undefined): SendOutcome {
  if (!row) throw new Error('a send without an outcome');
  const {
    askedIndex: _index,
    verdict,
    foundRoomId,
    roomName,
    roomIsPrivate,
    roomIsDirect,
    roomClosedAt,
    isMember,
    joined,
    ...message
  } = row;
  return {
    verdict,
    message: message.id === null ? undefined : (message as MessageRow),
    room: foundRoomId
      ? {
          id: foundRoomId,
          name: roomName,
          isPrivate: roomIsPrivate,
          isDirect: roomIsDirect,
          closedAt: roomClosedAt,
          isMember,
        }
      : undefined,
    joined,
  };
}
