import { type Insertable, sql } from 'kysely';
import type { Db } from '../create-db';
import { runPrepared } from '../prepared';
import type { Room, RoomsTable } from '../schema';
import { roomReadableBy } from './room-access';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export type NewRoom = Insertable<RoomsTable>;

/** A named room as the sidebar lists it. */
export interface ListedRoom extends Room {
  memberCount: number;
  isMember: boolean;
}

export function findById(db: Executor, id: string): Promise<Room | undefined> {
  return db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A room and whether `userId` belongs to it, in one look-up. */
export function findWithMembership(
  db: Executor,
  id: string,
  userId: string,
): Promise<(Room & { isMember: boolean }) | undefined> {
  return db
    .selectFrom('rooms as r')
    .selectAll('r')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('roomMembers as rm')
            .select('rm.id')
            .whereRef('rm.roomId', '=', 'r.id')
            .where('rm.userId', '=', userId),
        )
        .$castTo<boolean>()
        .as('isMember'),
    )
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** What a send needs to know of its room and its sender, read together (`findForSender`). */
export interface SendTarget extends Room {
  isMember: boolean;
  senderMuted: boolean;
  senderMutedUntil: Date | null;
  /** The sender's message stored earlier under the send's client id: the send is a retry. */
  storedMessageId: string | null;
}

/** A send that `findForSenders` looks up: which room, which sender, which client id. */
export interface SendTargetRequest {
  roomId: string;
  userId: string;
  clientMessageId: string | null;
}

/**
 * A send's one look-up: the room, whether the sender belongs to it, the sender's mute, and
 * the message they already stored under `clientMessageId`, if any. Undefined when there is no
 * such room.
 */
export async function findForSender(db: Db, request: SendTargetRequest): Promise<SendTarget | undefined> {
  return (await findForSenders(db, [request]))[0];
}

/**
 * `findForSender` for many sends in one statement, the answers in the order asked. The
 * requests travel as one JSON parameter read as rows, as `storeSends`'s do (message-sends.ts).
 */
export async function findForSenders(
  db: Db,
  requests: readonly SendTargetRequest[],
): Promise<(SendTarget | undefined)[]> {
  const asked = requests.map((request, index) => ({
    index,
    room_id: request.roomId,
    user_id: request.userId,
    client_message_id: request.clientMessageId,
  }));
  const query = sql<SendTarget & { askedIndex: number }>`
    WITH asked AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(asked)}::jsonb)
        AS a(index int, room_id uuid, user_id uuid, client_message_id text)
    )
    SELECT r.*, a.index AS asked_index,
      EXISTS (SELECT 1 FROM room_members rm WHERE rm.room_id = r.id AND rm.user_id = a.user_id) AS is_member,
      coalesce(u.is_muted, false) AS sender_muted,
      u.muted_until AS sender_muted_until,
      (SELECT m.id FROM messages m
        WHERE m.user_id = a.user_id AND m.client_message_id = a.client_message_id) AS stored_message_id
    FROM asked a
    JOIN rooms r ON r.id = a.room_id
    LEFT JOIN users u ON u.id = a.user_id
  `;
  // Every send runs it: prepared, so Postgres plans it once per connection.
  const { rows } = await runPrepared(db, query.compile(db));
  const byIndex = new Map(rows.map(({ askedIndex, ...target }) => [askedIndex, target]));
  return requests.map((_, index) => byIndex.get(index));
}

/** Named rooms are unique ignoring case, so the look-up ignores it too. */
export function findNamedByName(db: Executor, name: string): Promise<Room | undefined> {
  return db
    .selectFrom('rooms')
    .selectAll()
    .where('isDirect', '=', false)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** How many named rooms a member has created: a member may create only so many. */
export async function countNamedCreatedBy(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('createdBy', '=', userId)
    .where('isDirect', '=', false)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function insert(db: Executor, room: NewRoom): Promise<Room> {
  return db.insertInto('rooms').values(room).returningAll().executeTakeFirstOrThrow();
}

/**
 * Public rooms plus the private rooms `userId` belongs to, oldest first (the seeded Lobby
 * leads); never direct chats.
 */
export function listVisible(db: Executor, userId: string): Promise<ListedRoom[]> {
  return db
    .selectFrom('rooms as r')
    .selectAll('r')
    .select((eb) => [
      eb
        .selectFrom('roomMembers as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.roomId', '=', 'r.id')
        .$asScalar()
        .$notNull()
        .as('memberCount'),
      eb
        .exists(
          eb
            .selectFrom('roomMembers as m')
            .select('m.id')
            .whereRef('m.roomId', '=', 'r.id')
            .where('m.userId', '=', userId),
        )
        .$castTo<boolean>()
        .as('isMember'),
    ])
    .where('r.isDirect', '=', false)
    .where(roomReadableBy(userId))
    .orderBy('r.createdAt')
    .orderBy('r.name')
    .execute();
}

/** The open direct chat of a pair (`<smaller id>:<larger id>`). */
/** The pair's key of a direct chat: one open chat per pair, whoever starts it. */
export function directKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The newest direct chat of the pair, open or closed (a closed one has no key left). */
export function findLatestDirectBetween(db: Executor, a: string, b: string): Promise<Room | undefined> {
  return db
    .selectFrom('rooms as r')
    .selectAll('r')
    .where('r.isDirect', '=', true)
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('roomMembers as ma')
            .select('ma.id')
            .whereRef('ma.roomId', '=', 'r.id')
            .where('ma.userId', '=', a),
        ),
        eb.exists(
          eb
            .selectFrom('roomMembers as mb')
            .select('mb.id')
            .whereRef('mb.roomId', '=', 'r.id')
            .where('mb.userId', '=', b),
        ),
      ]),
    )
    .orderBy('r.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findOpenDirect(db: Executor, directKey: string): Promise<Room | undefined> {
  return db.selectFrom('rooms').selectAll().where('directKey', '=', directKey).executeTakeFirst();
}

/** Open direct chats `userId` takes part in, newest first. */
export function listOpenDirectFor(db: Executor, userId: string): Promise<Room[]> {
  return db
    .selectFrom('rooms as r')
    .innerJoin('roomMembers as m', 'm.roomId', 'r.id')
    .selectAll('r')
    .where('m.userId', '=', userId)
    .where('r.isDirect', '=', true)
    .where('r.closedAt', 'is', null)
    .orderBy('r.createdAt', 'desc')
    .execute();
}

/**
 * Closes a direct chat; freeing its key lets the pair open a new one later. False when it
 * was already closed.
 */
export async function closeDirect(db: Executor, roomId: string, closedBy: string): Promise<boolean> {
  const result = await db
    .updateTable('rooms')
    .set({ closedAt: new Date(), closedBy, directKey: null })
    .where('id', '=', roomId)
    .where('isDirect', '=', true)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
