import { CLOSE_CODE, RECONNECT_AFTER_GOING_AWAY_MS, RESTART_RECONNECT_JITTER_MS } from '@nahbar/contracts';

/** The reason a client gives when it closes the channel on purpose (chat spec §4). */
export const UNMOUNT_CLOSE_REASON = 'Component unmounting';

type CloseDecision =
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
 * 1012 (service restart, ours too) comes back at once after a random part of
 * RESTART_RECONNECT_JITTER_MS (`jitter`, 0..1), not counted as an attempt: another instance
 * is already serving.
 */
export function closeDecision(code: number | undefined, reason?: string, jitter = 0.5): CloseDecision {
  if (code === CLOSE_CODE.NORMAL || reason === UNMOUNT_CLOSE_REASON) return { kind: 'stop' };
  if (code === CLOSE_CODE.GOING_AWAY) return { kind: 'soon', delayMs: RECONNECT_AFTER_GOING_AWAY_MS };
  if (code === CLOSE_CODE.SERVICE_RESTART) return { kind: 'soon', delayMs: restartDelayMs(jitter) };
  if (code === CLOSE_CODE.SESSION_ENDED) return { kind: 'session-ended', suspended: false };
  if (code === CLOSE_CODE.ACCOUNT_SUSPENDED) return { kind: 'session-ended', suspended: true };
  return { kind: 'backoff' };
}

/** The wait before coming back after a service restart; `jitter` (0..1) places it in the window. */
export function restartDelayMs(jitter: number): number {
  const spread = Math.min(1, Math.max(0, Number.isFinite(jitter) ? jitter : 0.5));
  return Math.round(spread * RESTART_RECONNECT_JITTER_MS);
}
