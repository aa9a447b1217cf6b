import { createHash } from 'node:crypto';
import { type TActiveSession, ZEndSessionInput } from '@nahbar/contracts';
import { type Session, sessionsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { describeDevice } from './describe-device';
import { endSessionsOf } from './end-sessions-of';

/**
 * The account tab's list of signed-in devices (ours): each with its browser, system, start and
 * last use, one's own marked; any other may be signed out, or all others at once.
 */

/** Names a session without its id, which is the cookie's secret: a one-way digest of it. */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

function toActiveSession(session: Session, currentSessionId: string | null): TActiveSession {
  return {
    handle: sessionHandle(session.id),
    ...describeDevice(session.userAgent),
    signedInAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    current: session.id === currentSessionId,
  };
}

export async function listActiveSessions(
  deps: AppDeps,
  actor: Actor,
  currentSessionId: string | null,
): Promise<TActiveSession[]> {
  await deps.limits.hit('settings', actor.id);
  const sessions = await sessionsQueries.listActive(deps.db, actor.id);
  const listed = sessions.map((session) => toActiveSession(session, currentSessionId));
  // One's own device first, then the most recently used.
  return [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)];
}

/** Signs out one of the member's sessions and closes its sockets on every instance. */
export async function endSession(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<{ success: true }> {
  const { handle } = parseInput(ZEndSessionInput, rawInput);
  await deps.limits.hit('settings', actor.id);
  // Only the member's own sessions are searched: another member's handle is simply not found.
  const sessions = await sessionsQueries.listActive(deps.db, actor.id);
  const session = sessions.find((s) => sessionHandle(s.id) === handle);
  if (!session) throw new AppError('NOT_FOUND', 'account.sessionNotFound');
  await endSessionsOf(deps, { userId: actor.id, sessionId: session.id });
  return { success: true };
}

/** Signs out every session of the member but the one asking, sockets included. */
export async function endOtherSessions(
  deps: AppDeps,
  actor: Actor,
  currentSessionId: string | null,
): Promise<{ ended: number }> {
  await deps.limits.hit('settings', actor.id);
  return { ended: await endSessionsBut(deps, actor.id, currentSessionId) };
}

/** Ends every session of a member except `keptSessionId`; how many ended. */
export async function endSessionsBut(
  deps: AppDeps,
  userId: string,
  keptSessionId: string | null,
): Promise<number> {
  const sessions = await sessionsQueries.listForUser(deps.db, userId);
  const others = sessions.filter((session) => session.id !== keptSessionId);
  for (const session of others) await endSessionsOf(deps, { userId, sessionId: session.id });
  return others.length;
}
