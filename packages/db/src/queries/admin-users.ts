import type { Db } from '../create-db';
import type { User } from '../schema';

type Executor = Pick<Db, 'selectFrom'>;

/** A member as the admin list shows them: no password hash, and their last warning's time. */
export type ListedUser = Omit<User, 'passwordHash'> & { lastWarningAt: Date | null };

/** `text` matched literally by ILIKE anywhere in a value: its wildcards and escapes escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of members, newest first, whose username or display name contains `search` (any
 * case; every member when it is empty), and how many match in all.
 */
export async function page(
  db: Executor,
  { search, limit, offset }: { search: string; limit: number; offset: number },
): Promise<{ users: ListedUser[]; total: number }> {
  const pattern = containsPattern(search);
  let base = db.selectFrom('users as u');
  if (search) {
    base = base.where((eb) =>
      eb.or([eb('u.username', 'ilike', pattern), eb('u.displayName', 'ilike', pattern)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll('u')
      .select((eb) =>
        eb
          .selectFrom('userModerationActions as a')
          .select((a) => a.fn.max('a.performedAt').as('at'))
          .whereRef('a.userId', '=', 'u.id')
          .where('a.actionType', '=', 'warning')
          .as('lastWarningAt'),
      )
      .orderBy('u.createdAt', 'desc')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    users: rows.map(({ passwordHash: _secret, ...row }) => ({
      ...row,
      lastWarningAt: row.lastWarningAt ? new Date(row.lastWarningAt) : null,
    })),
    total: Number(total.n),
  };
}

/** When the member was last warned, if ever. */
export async function lastWarningAt(db: Executor, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('userModerationActions')
    .select((eb) => eb.fn.max('performedAt').as('at'))
    .where('userId', '=', userId)
    .where('actionType', '=', 'warning')
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** The newest `limit` reports about the member (`reportedUserId`) or filed by them (`reporterId`). */
export function reportsNaming(
  db: Executor,
  column: 'reportedUserId' | 'reporterId',
  userId: string,
  limit: number,
) {
  return db
    .selectFrom('reports')
    .select(['id', 'reason', 'description', 'status', 'reportedAt'])
    .where(column, '=', userId)
    .orderBy('reportedAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The member's newest `limit` messages in named rooms. Private chats stay the two members' own:
 * a report hands over what a moderator needs from them.
 */
export function recentRoomMessagesOf(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('rooms as r', 'r.id', 'm.roomId')
    .select(['m.id', 'm.roomId', 'r.name', 'm.content', 'm.createdAt'])
    .where('m.userId', '=', userId)
    .where('r.isDirect', '=', false)
    .orderBy('m.createdAt', 'desc')
    .limit(limit)
    .execute();
}
