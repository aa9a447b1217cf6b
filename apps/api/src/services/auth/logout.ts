import { userTopic } from '@nahbar/contracts';
import type { SessionCookie } from '../../auth/sessions';
import type { AppDeps } from '../../deps';

/**
 * Ends the session and every socket it opened, on this instance directly and on the others
 * through the bus (their sockets re-check the session on `access_changed`). Signing out twice
 * is harmless.
 */
export async function logout(
  deps: AppDeps,
  session: { sessionId: string; userId: string } | null,
): Promise<SessionCookie> {
  if (session) {
    await deps.sessions.invalidate(session.sessionId);
    deps.connections.closeSession(session.sessionId);
    await deps.bus.publish(userTopic(session.userId), { type: 'access_changed' });
  }
  return deps.sessions.blankCookie();
}
