import type { IncomingMessage } from 'node:http';
import { sessionOf } from '../auth/request-session';
import type { SessionCookie } from '../auth/sessions';
import type { Actor, AppDeps } from '../deps';
import { PasswordChecks } from '../limits/password-checks';
import type { SendHooks } from '../services/messages/send-message';

/** What every procedure sees; tests build it directly. */
export interface InnerContext {
  deps: AppDeps;
  actor: Actor | null;
  sessionId: string | null;
  /** Sets a cookie on the HTTP response; WebSocket calls cannot, and ignore it. */
  setCookie: (cookie: SessionCookie) => void;
  /** The caller's address (behind a proxy, as it forwarded it): per-address limits key on it. */
  ip: string | null;
  /** The browser's User-Agent header: a new session remembers it for the list of devices. */
  userAgent: string | null;
  /**
   * The one password verification of this request: an HTTP request's context is made once for all
   * calls of its batch, and a socket makes one for each frame (`frameContext` below).
   */
  passwordChecks: PasswordChecks;
  /**
   * A send on a WebSocket: told once it has its place among the member's sends (the socket then
   * serves its next frame while this one is stored), and asking whether the socket is still
   * served (ws-connection.ts).
   */
  sendHooks?: SendHooks;
}

export function createInnerContext(
  deps: AppDeps,
  actor: Actor | null,
  options: {
    sessionId?: string | null;
    setCookie?: (cookie: SessionCookie) => void;
    ip?: string | null;
    userAgent?: string | null;
  } = {},
): InnerContext {
  return {
    deps,
    actor,
    sessionId: options.sessionId ?? null,
    setCookie: options.setCookie ?? (() => {}),
    ip: options.ip ?? null,
    userAgent: options.userAgent ?? null,
    passwordChecks: new PasswordChecks(),
  };
}

/** What the calls of one socket frame share, as those of one HTTP batch do: a fresh allowance. */
export function frameContext(ctx: InnerContext): InnerContext {
  return { ...ctx, passwordChecks: new PasswordChecks() };
}

/** The outer context for both HTTP and WebSocket: identity from the session cookie only. */
export async function createRequestContext(
  deps: AppDeps,
  raw: IncomingMessage,
  setCookie?: (cookie: SessionCookie) => void,
  ip: string | null = null,
): Promise<InnerContext> {
  const session = await sessionOf(deps, raw);
  return createInnerContext(deps, session?.user ?? null, {
    sessionId: session?.sessionId ?? null,
    ...(setCookie ? { setCookie } : {}),
    ip,
    userAgent: raw.headers['user-agent'] ?? null,
  });
}

export type Context = InnerContext;
