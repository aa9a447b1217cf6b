import type { Messages } from '@nahbar/contracts';
import { SLOW_RETRY_MAX_MS, SLOW_RETRY_MIN_MS } from '../connection/backoff';
import { type ConnectionState, onSlowRetries } from '../connection/connection-machine';

/** The details panel's line on the retries: "3 of 8" for the quick ones, then the slow schedule. */
export function retryLine(m: Messages, connection: ConnectionState, maxAttempts: number): string {
  if (!onSlowRetries(connection)) return m.connection.retryAttempt(connection.attempt, maxAttempts);
  return m.connection.slowRetryAttempt(
    connection.attempt,
    SLOW_RETRY_MIN_MS / 1000,
    SLOW_RETRY_MAX_MS / 1000,
  );
}
