import { type Insertable, sql } from 'kysely';
import type { Db } from '../create-db';
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

/** Named rooms are unique ignoring case, so the look-up ignores it too. */
export function findNamedByName(db: Executor, name: string): Promise<Room | undefined> {
  return db
    .selectFrom('rooms')
    .selectAll()
    .where('isDirect', '=', false)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
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
