import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom'>;

/**
 * A member's mute as stored now: read from the table, not from a session's copy of the member
 * (a socket opened before the mute holds them as they were). Undefined for an unknown member.
 */
export function muteOf(
  db: Executor,
  userId: string,
): Promise<{ isMuted: boolean; mutedUntil: Date | null } | undefined> {
  return db.selectFrom('users').select(['isMuted', 'mutedUntil']).where('id', '=', userId).executeTakeFirst();
}

/** A member's role as stored now (the same reason as `muteOf`); undefined for an unknown member. */
export async function roleOf(db: Executor, userId: string): Promise<'user' | 'admin' | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}
