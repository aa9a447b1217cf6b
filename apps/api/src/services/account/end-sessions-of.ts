import { type UserEvent, userTopic } from '@nahbar/contracts';
import type { AppDeps } from '../../deps';

/** Which sessions end: one (signing out), or every session of the member (ban, deletion). */
export type SessionsToEnd = { userId: string; sessionId: string } | { userId: string; sessionId?: undefined };

/**
 * Ends sessions and every socket they opened, on every instance: the session rows go first,
 * so no new request or upgrade is let in; this instance's sockets close at once (nothing more
 * of them is served); the others' close when `access_changed` reaches them on the member's
 * topic, where their session checks re-read the sessions of the member's sockets. The same
 * event ends the member's private event streams. Ending what has already ended is harmless. A
 * ban (`suspended`) closes the sockets with its own code, so the member is told why.
 */
export async function endSessionsOf(
  deps: AppDeps,
  which: SessionsToEnd,
  why: 'ended' | 'suspended' = 'ended',
): Promise<void> {
  if (which.sessionId === undefined) {
    await deps.sessions.invalidateAllOf(which.userId);
    deps.connections.closeUser(which.userId, why);
  } else {
    await deps.sessions.invalidate(which.sessionId);
    deps.connections.closeSession(which.sessionId);
  }
  const event: UserEvent =
    why === 'suspended' ? { type: 'access_changed', suspended: true } : { type: 'access_changed' };
  await deps.bus.publish(userTopic(which.userId), event);
}
