import type { SessionCookie } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { endSessionsOf } from '../account/end-sessions-of';

/**
 * Ends the session and every socket it opened, on every instance (account/end-sessions-of.ts).
 * Signing out twice is harmless.
 */
export async function logout(
  deps: AppDeps,
  session: { sessionId: string; userId: string } | null,
): Promise<SessionCookie> {
  if (session) await endSessionsOf(deps, session);
  return deps.sessions.blankCookie();
}
