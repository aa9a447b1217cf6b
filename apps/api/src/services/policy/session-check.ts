import type { ValidatedSession } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { banActive } from './standing';

/**
 * May this session act: it exists, has not expired, and its member is not banned. The one check
 * for every way in: the REST and tRPC session reader (auth/request-session.ts, so also the `/ws`
 * and tRPC WebSocket upgrades), the re-checks of live sockets (realtime/session-checks.ts) and
 * the live user stream (realtime/user-stream.ts), the last two given it by app.ts. Expiry and
 * ban are judged at one `now`, read from `deps.clock` at each call (tests move the clock by
 * replacing it). Null when the session may not act.
 */
export async function validSession(
  deps: Pick<AppDeps, 'sessions' | 'clock'>,
  sessionId: string,
): Promise<ValidatedSession | null> {
  const session = await deps.sessions.validate(sessionId);
  if (!session) return null;
  const now = deps.clock.now();
  if (session.expiresAt <= now || banActive(session.user, now)) return null;
  return session;
}
