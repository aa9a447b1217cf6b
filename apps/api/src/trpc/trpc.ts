import { TEXT } from '@nahbar/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import type { Context } from './context';

const TRPC_CODE: Record<AppError['code'], TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const appError = error.cause instanceof AppError ? error.cause : undefined;
    const hidden = error.code === 'INTERNAL_SERVER_ERROR' && !appError;
    return {
      ...shape,
      message: hidden ? 'Something went wrong' : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode: appError?.code ?? null,
        isBanned: appError?.extra.isBanned ?? null,
      },
    };
  },
});

function firstIssueMessage(cause: unknown): string | undefined {
  if (cause instanceof ZodError) return cause.issues[0]?.message;
  if (typeof cause === 'object' && cause !== null && 'issues' in cause && Array.isArray(cause.issues)) {
    const first: unknown = cause.issues[0];
    if (
      typeof first === 'object' &&
      first !== null &&
      'message' in first &&
      typeof first.message === 'string'
    ) {
      return first.message;
    }
  }
  return undefined;
}

/**
 * Turns the services' AppError into the matching tRPC error (keeping it as the cause), and
 * words input errors like the REST ones: the first issue's text from the contracts.
 */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError)
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  const inputMessage = result.error.code === 'BAD_REQUEST' ? firstIssueMessage(cause) : undefined;
  if (inputMessage) throw new TRPCError({ code: 'BAD_REQUEST', message: inputMessage, cause });
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: 'UNAUTHORIZED', message: TEXT.auth.notSignedIn });
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/** Admin rights come from users.role in the database, never from input. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.actor.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: TEXT.auth.forbidden });
  return next();
});
