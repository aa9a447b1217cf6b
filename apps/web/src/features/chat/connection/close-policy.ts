import { RECONNECT_AFTER_GOING_AWAY_MS } from '@nahbar/contracts';

/** The reason a client gives when it closes the channel on purpose (chat spec §4). */
export const UNMOUNT_CLOSE_REASON = 'Component unmounting';

/** The server's "your session ended" close code (logout elsewhere, ban, account deletion). */
export const SESSION_ENDED_CLOSE_CODE = 4001;
/** Ours too: the session ended because the member was banned. */
export const ACCOUNT_SUSPENDED_CLOSE_CODE = 4003;

export type CloseDecision =
  /** A deliberate close: stay disconnected, no retry. */
  | { kind: 'stop' }
  /** The server is going away (a restart): try again shortly, without counting an attempt. */
  | { kind: 'soon'; delayMs: number }
  /** Anything else: retry with backoff. */
  | { kind: 'backoff' }
  /** The session is gone: retrying cannot help until the user signs in again. */
  | { kind: 'session-ended'; suspended: boolean };

/**
 * Chat spec §4: 1000 or the reason 'Component unmounting' ends the channel; 1001 is
 * temporary (retry after 300 ms); any other close retries with backoff. 4001 and 4003 (a ban)
 * are ours: the spec knows no session-ending close, and retrying would only be refused again.
 */
export function closeDecision(code: number | undefined, reason?: string): CloseDecision {
  if (code === 1000 || reason === UNMOUNT_CLOSE_REASON) return { kind: 'stop' };
  if (code === 1001) return { kind: 'soon', delayMs: RECONNECT_AFTER_GOING_AWAY_MS };
  if (code === SESSION_ENDED_CLOSE_CODE) return { kind: 'session-ended', suspended: false };
  if (code === ACCOUNT_SUSPENDED_CLOSE_CODE) return { kind: 'session-ended', suspended: true };
  return { kind: 'backoff' };
}
