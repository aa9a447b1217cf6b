import { textRef } from '@nahbar/contracts';
import { TRPCError } from '@trpc/server';
import { AppError } from '../errors';

/**
 * Refusals of the caps on tRPC requests, as tRPC errors whose cause is the AppError, so the
 * error formatter adds the catalogue key (`data.text`) like any service's refusal.
 */
export function tooManyCalls(max: number): TRPCError {
  const cause = new AppError('BAD_REQUEST', textRef('limits.tooManyCalls', max));
  return new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
}

export function tooManySubscriptions(max: number): TRPCError {
  const cause = new AppError('TOO_MANY_REQUESTS', textRef('limits.tooManySubscriptions', max));
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.message, cause });
}
