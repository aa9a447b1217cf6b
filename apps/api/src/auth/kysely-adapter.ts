import { type Db, sessionsQueries, type User } from '@nahbar/db';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';

/** Lucia's storage on our own Kysely instance, so sessions live in PGlite and Postgres alike. */
export function kyselyAdapter(db: Db): Adapter {
  const toSession = (s: { id: string; userId: string; expiresAt: Date }): DatabaseSession => ({
    id: s.id,
    userId: s.userId,
    expiresAt: s.expiresAt,
    attributes: {},
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
      sessionsQueries.insert(db, { id: session.id, userId: session.userId, expiresAt: session.expiresAt }),
    updateSessionExpiration: (sessionId, expiresAt) => sessionsQueries.updateExpiry(db, sessionId, expiresAt),
    deleteSession: (sessionId) => sessionsQueries.remove(db, sessionId),
    deleteUserSessions: (userId) => sessionsQueries.removeForUser(db, userId),
    deleteExpiredSessions: () => sessionsQueries.removeExpired(db),
  };
}

export interface SessionUserAttributes {
  row: Omit<User, 'passwordHash'>;
}
