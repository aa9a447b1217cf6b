import type { IncomingMessage } from 'node:http';
import type { AppDeps } from '../deps';
import { validSession } from '../services/policy/session-check';
import type { ValidatedSession } from './sessions';

const resolved = new WeakMap<IncomingMessage, Promise<ValidatedSession | null>>();

/**
 * The session behind a request (HTTP or WebSocket upgrade), read from the cookie once per
 * request, through the policy's one session check: an expired session, or a banned member's,
 * counts as none, whatever the cookie says.
 */
export function sessionOf(deps: AppDeps, raw: IncomingMessage): Promise<ValidatedSession | null> {
  let session = resolved.get(raw);
  if (!session) {
    session = (async () => {
      const id = deps.sessions.readCookie(raw.headers.cookie);
      if (!id) return null;
      return validSession(deps, id);
    })();
    resolved.set(raw, session);
  }
  return session;
}

/** The refreshed cookie, if this request's session slid forward and it was already read. */
export async function refreshedCookieOf(raw: IncomingMessage): Promise<string | undefined> {
  const session = await resolved.get(raw);
  return session?.refreshedCookie?.serialize();
}
