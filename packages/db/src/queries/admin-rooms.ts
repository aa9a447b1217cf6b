import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom'>;

/** Every named room (private chats are the two members' own), newest first, with its member count. */
export async function listNamed(db: Executor) {
  const rows = await db
    .selectFrom('rooms as r')
    .select(['r.id', 'r.name', 'r.description', 'r.isPrivate', 'r.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('roomMembers as m')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('m.roomId', '=', 'r.id')
        .as('memberCount'),
    )
    .where('r.isDirect', '=', false)
    .orderBy('r.createdAt', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount ?? 0) }));
}
