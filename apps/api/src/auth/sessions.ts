import { SESSION_DAYS } from '@nahbar/contracts';
import { type Db, sessionsQueries, type User } from '@nahbar/db';
import { Lucia, TimeSpan } from 'lucia';
import { kyselyAdapter, type SessionAttributes, type SessionUserAttributes } from './kysely-adapter';

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
  /**
   * When the session ends unless used again (sliding). Lucia drops a session past it by the wall
   * clock; the policy's session check (services/policy/session-check.ts) judges it by deps.clock.
   */
  expiresAt: Date;
  /** A refreshed cookie when the sliding expiry moved; undefined when nothing changed. */
  refreshedCookie: SessionCookie | undefined;
}

export interface SessionManager {
  cookieName: string;
  /** `userAgent` is the browser's header at sign-in, shown in the list of active sessions. */
  create(
    userId: string,
    device?: { userAgent?: string | null },
  ): Promise<{ sessionId: string; cookie: SessionCookie }>;
  validate(sessionId: string): Promise<ValidatedSession | null>;
  invalidate(sessionId: string): Promise<void>;
  invalidateAllOf(userId: string): Promise<void>;
  readCookie(cookieHeader: string | undefined): string | null;
  blankCookie(): SessionCookie;
}

declare module 'lucia' {
  interface Register {
    DatabaseUserAttributes: SessionUserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
  }
}

/** Long enough for any real browser's header; a hostile one is cut, and loses its control bytes. */
const USER_AGENT_MAX_LENGTH = 300;

function storedUserAgent(header: string | null | undefined): string | null {
  const clean = header
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, USER_AGENT_MAX_LENGTH);
  return clean ? clean : null;
}

/**
 * "Last used" moves at most every five minutes: exact enough for a list of devices, and most
 * requests of an active member write nothing.
 */
const LAST_USED_STEP_MS = 5 * 60_000;

async function touchWhenStale(db: Db, sessionId: string, lastUsedAt: Date | undefined): Promise<void> {
  const now = new Date();
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < LAST_USED_STEP_MS) return;
  await sessionsQueries.touch(db, sessionId, now);
}

/** The session cookie's name (the API documents name it too). */
export const SESSION_COOKIE_NAME = 'nahbar_session';

export function createSessionManager(db: Db, options: { secureCookies: boolean }): SessionManager {
  const lucia = new Lucia(kyselyAdapter(db), {
    // Lucia extends a session once half its lifetime has passed: a 30-day sliding expiry.
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      attributes: { secure: options.secureCookies, sameSite: 'lax' },
    },
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => attributes,
  });
  return {
    cookieName: lucia.sessionCookieName,
    async create(userId, device) {
      const session = await lucia.createSession(userId, { userAgent: storedUserAgent(device?.userAgent) });
      return { sessionId: session.id, cookie: lucia.createSessionCookie(session.id) };
    },
    async validate(sessionId) {
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session || !user) return null;
      // getSessionAttributes passes the attributes through, so they sit on the session.
      await touchWhenStale(db, session.id, (session as unknown as SessionAttributes).lastUsedAt);
      return {
        sessionId: session.id,
        expiresAt: session.expiresAt,
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
