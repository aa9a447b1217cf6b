import type { z } from 'zod';
import type { ZErrorBody } from './rest';
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
  /** This instance is shutting down: another one (or this one, restarted) serves the retry. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/**
 * The JSON body of every non-2xx response: `ZErrorBody` (rest.ts) describes each field, with
 * `text` typed by the catalogue's keys here.
 */
export type ErrorBody = Omit<z.infer<typeof ZErrorBody>, 'text'> & { text?: TextRef };

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
  SERVICE_UNAVAILABLE: 'Service Unavailable',
};
