import type { SessionCookie } from '../../auth/sessions';
import type { AppDeps } from '../../deps';

/** Ends the session and every socket it opened; signing out twice is harmless. */
export async function logout(deps: AppDeps, sessionId: string | null): Promise<SessionCookie> {
  if (sessionId) {
    await deps.sessions.invalidate(sessionId);
    deps.connections.closeSession(sessionId);
  }
  return deps.sessions.blankCookie();
}
