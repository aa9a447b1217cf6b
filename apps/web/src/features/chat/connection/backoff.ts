import {
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_MAX_ATTEMPTS,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_MULTIPLIER,
} from '@nahbar/contracts';

interface BackoffPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  multiplier: number;
  maxDelayMs: number;
}

/** Chat spec §9: 8 attempts, 500 ms base, ×1.5 per attempt, at most 15 s. */
export const RECONNECT_BACKOFF: BackoffPolicy = {
  maxAttempts: RECONNECT_MAX_ATTEMPTS,
  baseDelayMs: RECONNECT_BASE_DELAY_MS,
  multiplier: RECONNECT_MULTIPLIER,
  maxDelayMs: RECONNECT_MAX_DELAY_MS,
};

/** The wait before attempt `attempt` (1-based): 500, 750, 1125, ... ms, capped. */
export function reconnectDelayMs(attempt: number, policy: BackoffPolicy = RECONNECT_BACKOFF): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(Math.round(policy.baseDelayMs * policy.multiplier ** exponent), policy.maxDelayMs);
}

/**
 * Ours (issue 32): after the spec's quick attempts the channel keeps trying for as long as the
 * page is open, once every 15 to 30 s. A restart or a deploy takes longer than the quick
 * attempts' 25 s; the spread keeps the tabs that lost the server together from coming back
 * all at once.
 */
export const SLOW_RETRY_MIN_MS = 15_000;
export const SLOW_RETRY_MAX_MS = 30_000;

/** The wait before a slow attempt; `jitter` (0..1, drawn at random) places it in the window. */
export function slowRetryDelayMs(jitter: number): number {
  const spread = Math.min(1, Math.max(0, Number.isFinite(jitter) ? jitter : 0.5));
  return SLOW_RETRY_MIN_MS + Math.round(spread * (SLOW_RETRY_MAX_MS - SLOW_RETRY_MIN_MS));
}

/**
 * Ours: the tab coming back into view tries at once, but never sooner than this after the last
 * failed attempt, so a member flicking between tabs cannot turn the retries into a storm.
 */
export const WAKE_RETRY_GAP_MS = 5_000;
