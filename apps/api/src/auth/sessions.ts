import { SESSION_DAYS } from '@nahbar/contracts';
import type { Db, User } from '@nahbar/db';
import { Lucia, TimeSpan } from 'lucia';
import { kyselyAdapter, type SessionUserAttributes } from './kysely-adapter';

/**
 * Every import of `lucia` stays inside apps/api/src/auth: the rest of the app speaks to
 * this small interface, so replacing Lucia (v3 is in maintenance) touches one module.
 */
export interface SessionCookie {
  name: string;
  value: string;
  /** A complete Set-Cookie header value. */
  serialize(): string;
}

/**
 * The user a session acts for: their row without the password hash, which nothing past
 * the login needs and which live connections would otherwise hold for hours.
 */
export type SessionUserRow = Omit<User, 'passwordHash'>;

export interface ValidatedSession {
  sessionId: string;
  user: SessionUserRow;
  /** A refreshed cookie when the sliding expiry moved; undefined when nothing changed. */
  refreshedCookie: SessionCookie | undefined;
}

export interface SessionManager {
  cookieName: string;
  create(userId: string): Promise<{ sessionId: string; cookie: SessionCookie }>;
  validate(sessionId: string): Promise<ValidatedSession | null>;
  invalidate(sessionId: string): Promise<void>;
  invalidateAllOf(userId: string): Promise<void>;
  readCookie(cookieHeader: string | undefined): string | null;
  blankCookie(): SessionCookie;
}

declare module 'lucia' {
  interface Register {
    DatabaseUserAttributes: SessionUserAttributes;
  }
}

export function createSessionManager(db: Db, options: { secureCookies: boolean }): SessionManager {
  const lucia = new Lucia(kyselyAdapter(db), {
    // Lucia extends a session once half its lifetime has passed: a 30-day sliding expiry.
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: {
      name: 'nahbar_session',
      attributes: { secure: options.secureCookies, sameSite: 'lax' },
    },
    getUserAttributes: (attributes) => attributes,
  });
  return {
    cookieName: lucia.sessionCookieName,
    async create(userId) {
      const session = await lucia.createSession(userId, {});
      return { sessionId: session.id, cookie: lucia.createSessionCookie(session.id) };
    },
    async validate(sessionId) {
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session || !user) return null;
      return {
        sessionId: session.id,
        // getUserAttributes passes the attributes through, so the row sits on the user.
        user: (user as unknown as SessionUserAttributes).row,
        refreshedCookie: session.fresh ? lucia.createSessionCookie(session.id) : undefined,
      };
    },
    invalidate: (sessionId) => lucia.invalidateSession(sessionId),
    invalidateAllOf: (userId) => lucia.invalidateUserSessions(userId),
    readCookie: (header) => (header ? lucia.readSessionCookie(header) : null),
    blankCookie: () => lucia.createBlankSessionCookie(),
  };
}
