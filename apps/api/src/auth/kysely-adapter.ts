import { type Db, type Session, sessionsQueries, type User } from '@nahbar/db';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';

/** Lucia's storage on our own Kysely instance, so sessions live in PGlite and Postgres alike. */
export function kyselyAdapter(db: Db): Adapter {
  const toSession = (s: Session): DatabaseSession => ({
    id: s.id,
    userId: s.userId,
    expiresAt: s.expiresAt,
    attributes: { userAgent: s.userAgent, lastUsedAt: s.lastUsedAt },
  });
  return {
    async getSessionAndUser(sessionId) {
      const found = await sessionsQueries.findWithUser(db, sessionId);
      if (!found) return [null, null];
      const { passwordHash: _secret, ...row } = found.user;
      const user: DatabaseUser = { id: row.id, attributes: { row } };
      return [toSession(found.session), user];
    },
    async getUserSessions(userId) {
      return (await sessionsQueries.listForUser(db, userId)).map(toSession);
    },
    setSession: (session) =>
      sessionsQueries.insert(db, {
        id: session.id,
        userId: session.userId,
        expiresAt: session.expiresAt,
        userAgent: session.attributes.userAgent,
      }),
    updateSessionExpiration: (sessionId, expiresAt) => sessionsQueries.updateExpiry(db, sessionId, expiresAt),
    deleteSession: (sessionId) => sessionsQueries.remove(db, sessionId),
    deleteUserSessions: (userId) => sessionsQueries.removeForUser(db, userId),
    deleteExpiredSessions: () => sessionsQueries.removeExpired(db),
  };
}

export interface SessionUserAttributes {
  row: Omit<User, 'passwordHash'>;
}

/** What a session row adds to Lucia's own fields (the list of active sessions shows them). */
export interface SessionAttributes {
  userAgent: string | null;
  /** Read back only; a new session's is the time of its insert. */
  lastUsedAt?: Date;
}
