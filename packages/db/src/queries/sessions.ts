import type { Db } from '../create-db';
import type { NewSession, Session, User } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export async function insert(db: Executor, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function findWithUser(
  db: Executor,
  sessionId: string,
): Promise<{ session: Session; user: User } | undefined> {
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirst();
  return user ? { session, user } : undefined;
}

export function listForUser(db: Executor, userId: string): Promise<Session[]> {
  return db.selectFrom('sessions').selectAll().where('userId', '=', userId).execute();
}

/** The member's sessions still valid, the most recently used first. */
export function listActive(db: Executor, userId: string, now = new Date()): Promise<Session[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('lastUsedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function touch(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ lastUsedAt: at }).where('id', '=', sessionId).execute();
}

export async function updateExpiry(db: Executor, sessionId: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expiresAt }).where('id', '=', sessionId).execute();
}

export async function remove(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function removeForUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function removeExpired(db: Executor, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
