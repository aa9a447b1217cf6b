/** Error codes the server raises, each with its HTTP status (design: wire decisions, Errors). */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
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
  message: string;
  isBanned?: boolean;
}

/** Short `error` words per code, for the `{ error, message }` body. */
export const APP_ERROR_LABEL: Record<AppErrorCode, string> = {
  BAD_REQUEST: 'Bad Request',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Payload Too Large',
  TOO_MANY_REQUESTS: 'Too Many Requests',
  INTERNAL: 'Internal Server Error',
};
