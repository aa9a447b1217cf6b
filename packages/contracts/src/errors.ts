import type { TBanDetails } from './suspension';
import type { TextRef } from './text';

/** Error codes the server raises, each with its HTTP status (design: wire decisions, Errors). */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** A request that changes state from a page of another origin (CSRF guard). */
  FOREIGN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** The JSON body of every non-2xx response. */
export interface ErrorBody {
  error: string;
  /** English wording, for clients that show it as it is. */
  message: string;
  /** The same text by catalogue key, for clients that render their member's language. */
  text?: TextRef;
  isBanned?: boolean;
  /** With `isBanned: true`: the ban's reason and end (issue 32), and nothing else of it. */
  ban?: TBanDetails;
  /** On 429: whole seconds to wait, as the `Retry-After` header says too. */
  retryAfter?: number;
}

/** Short `error` words per code, for the `{ error, message }` body. */
export const APP_ERROR_LABEL: Record<AppErrorCode, string> = {
  BAD_REQUEST: 'Bad Request',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  FOREIGN_ORIGIN: 'Foreign Origin',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Payload Too Large',
  TOO_MANY_REQUESTS: 'Too Many Requests',
  INTERNAL: 'Internal Server Error',
};
