import type { UserEvent } from '@nahbar/contracts';
import { memberEvents } from './member-events';
import type { MemberTopics } from './member-topics';
import type { SessionChecks } from './session-checks';

export type PrivateEvent = Exclude<UserEvent, { type: 'access_changed' }>;

/** What the stream reads: the member's events (member-events.ts), and their session when access changes. */
export interface UserStreamDeps {
  members: MemberTopics;
  sessionChecks: Pick<SessionChecks, 'isValid'>;
}

/**
 * The private events of the session's user, and only theirs, with the new public rooms every
 * member hears of. `access_changed` is for the server: the stream checks the session again (the
 * app's one session check, which app.ts gives `sessionChecks`) and ends when it may no longer act
 * (logout, expiry, ban, deletion).
 */
export async function* userStream(
  deps: UserStreamDeps,
  userId: string,
  sessionId: string | null,
  signal: AbortSignal,
): AsyncGenerator<PrivateEvent, void, undefined> {
  const events = memberEvents(deps.members, userId, signal);
  await events.ready;
  for await (const event of events) {
    if (event.type !== 'access_changed') {
      yield event;
      continue;
    }
    if (!sessionId || !(await deps.sessionChecks.isValid(sessionId))) return;
  }
}
