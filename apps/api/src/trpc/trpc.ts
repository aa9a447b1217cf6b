import { englishText, textRef } from '@nahbar/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { AppError, issueText } from '../errors';
import { assertAdmin } from '../services/policy/assert-admin';
import type { Context } from './context';

const TRPC_CODE: Record<AppError['code'], TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  FOREIGN_ORIGIN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

const t = initTRPC.context<Context>().create({
  isDev: false,
  // Subscriptions are served over the WebSocket only (http-subscriptions.ts refuses them over
  // HTTP first); should a request get past that, tRPC sends no event of a procedure either.
  sse: { enabled: false },
  errorFormatter({ shape, error }) {
    const appError = error.cause instanceof AppError ? error.cause : undefined;
    const hidden = error.code === 'INTERNAL_SERVER_ERROR' && !appError;
    const text = hidden ? textRef('live.failed') : (appError?.text ?? null);
    return {
      ...shape,
      message: hidden ? englishText(textRef('live.failed')) : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode: appError?.code ?? null,
        isBanned: appError?.extra.isBanned ?? null,
        // A refused sign-in of a banned member: the ban's reason and end (issue 32).
        ban: appError?.extra.ban ?? null,
        // Seconds to wait after TOO_MANY_REQUESTS, like REST's Retry-After.
        retryAfter: appError?.extra.retryAfter ?? null,
        // The text by catalogue key, so the web app words it in the member's language.
        text,
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

/** A service's AppError as it is; a failed input parse as the AppError its first issue names. */
function asAppError(code: TRPCError['code'], cause: unknown): AppError | undefined {
  if (cause instanceof AppError) return cause;
  if (code !== 'BAD_REQUEST') return undefined;
  const message = firstIssueMessage(cause);
  if (message === undefined) return undefined;
  const { text, detail } = issueText(message);
  return new AppError('BAD_REQUEST', text, { detail });
}

/**
 * Turns the services' AppError into the matching tRPC error (keeping it as the cause), and
 * words input errors like the REST ones: the first issue's text from the contracts.
 */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  const appError = asAppError(result.error.code, cause);
  if (appError)
    throw new TRPCError({ code: TRPC_CODE[appError.code], message: appError.message, cause: appError });
  return result;
});

/**
 * An error to end a running subscription with: a service's AppError as its tRPC error, as
 * `mapAppErrors` turns it for a call (a stream's errors do not pass the middleware).
 */
export function streamError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new TRPCError({ code: TRPC_CODE[error.code], message: error.message, cause: error });
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
  // tRPC merges this into the context it has: only what changes (the actor, now known).
  return next({ ctx: { actor: ctx.actor } });
});

/** Admin calls: the policy's one check (services/policy/assert-admin.ts), as the REST paths ask it. */
export const adminProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await assertAdmin(ctx.deps, ctx.actor);
  return next();
});
