import { APP_ERROR_LABEL, APP_ERROR_STATUS, type AppErrorCode, type ErrorBody } from '@nahbar/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

function codeForStatus(status: number): AppErrorCode {
  const match = Object.entries(APP_ERROR_STATUS).find(([, s]) => s === status);
  return (match?.[0] as AppErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error: APP_ERROR_LABEL[error.code], message: error.message, text: error.text };
  if (error.extra.isBanned !== undefined) body.isBanned = error.extra.isBanned;
  if (error.extra.ban !== undefined) body.ban = error.extra.ban;
  if (error.extra.retryAfter !== undefined) body.retryAfter = error.extra.retryAfter;
  return body;
}

/** Every failure leaves as `{ error, message }` with its status; never a stack trace. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        // A rate limit names its wait the standard way too (RFC 9110 §10.2.3).
        if (error.extra.retryAfter !== undefined) reply.header('retry-after', String(error.extra.retryAfter));
        return reply.code(error.status).send(errorBody(error));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(errorBody(new AppError('INTERNAL', 'live.failed')));
      }
      const code = codeForStatus(status);
      return reply.code(status).send({ error: APP_ERROR_LABEL[code], message: error.message });
    });
  },
  { name: 'error-handler' },
);
