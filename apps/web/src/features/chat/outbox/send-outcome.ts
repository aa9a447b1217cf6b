import type { SendOutcome } from './flush-queue';

/** The HTTP status a tRPC error carries, if the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return undefined;
  return typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
}

/**
 * The seconds the server asked to wait (a rate limit's `data.retryAfter`), if it did; the send
 * is then tried again after that long, without counting as a failed try.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (httpStatusOf(error) !== 429 || typeof error !== 'object' || error === null || !('data' in error)) {
    return undefined;
  }
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('retryAfter' in data)) return undefined;
  const seconds = data.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Whether a failed send is worth another try: no answer (offline, the request was cut), a
 * server error, a timeout or rate limit is; a refusal (invalid, forbidden, closed chat) is not.
 */
export function sendOutcomeOf(error: unknown): Exclude<SendOutcome, 'sent'> {
  const status = httpStatusOf(error);
  if (status === undefined || status >= 500 || status === 408 || status === 429) return 'retry';
  return 'refused';
}

/** The server's message of a refusal, for the toast; null when there is none worth showing. */
export function serverMessageOf(error: unknown): string | null {
  if (httpStatusOf(error) === undefined) return null;
  return error instanceof Error && error.message.trim() !== '' ? error.message : null;
}
