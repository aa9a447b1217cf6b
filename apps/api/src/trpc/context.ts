import type { IncomingMessage } from 'node:http';
import { sessionOf } from '../auth/request-session';
import type { SessionCookie } from '../auth/sessions';
import type { Actor, AppDeps } from '../deps';

/** What every procedure sees; tests build it directly. */
export interface InnerContext {
  deps: AppDeps;
  actor: Actor | null;
  sessionId: string | null;
  /** Sets a cookie on the HTTP response; WebSocket calls cannot, and ignore it. */
  setCookie: (cookie: SessionCookie) => void;
}

export function createInnerContext(
  deps: AppDeps,
  actor: Actor | null,
  options: { sessionId?: string | null; setCookie?: (cookie: SessionCookie) => void } = {},
): InnerContext {
  return { deps, actor, sessionId: options.sessionId ?? null, setCookie: options.setCookie ?? (() => {}) };
}

/** The outer context for both HTTP and WebSocket: identity from the session cookie only. */
export async function createRequestContext(
  deps: AppDeps,
  raw: IncomingMessage,
  setCookie?: (cookie: SessionCookie) => void,
): Promise<InnerContext> {
  const session = await sessionOf(deps, raw);
  return createInnerContext(deps, session?.user ?? null, {
    sessionId: session?.sessionId ?? null,
    ...(setCookie ? { setCookie } : {}),
  });
}

export type Context = InnerContext;
