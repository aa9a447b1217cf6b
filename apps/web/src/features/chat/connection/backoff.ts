import {
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_MAX_ATTEMPTS,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_MULTIPLIER,
} from '@nahbar/contracts';

export interface BackoffPolicy {
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
