import { type TextRef, textRef } from '@nahbar/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, type AppErrorExtra } from '../errors';
import { waitSeconds } from './rules';

/** The refusal of an action over its limit, naming the wait in whole seconds. */
export function tooManyRequests(
  waitMs: number,
  text: (seconds: number) => TextRef = (seconds) => textRef('limits.tooFast', seconds),
  extra: AppErrorExtra = {},
): AppError {
  const seconds = waitSeconds(waitMs);
  return new AppError('TOO_MANY_REQUESTS', text(seconds), { ...extra, retryAfter: seconds });
}

/** rate-limiter-flexible refuses with the counter's state; anything else is a real failure. */
export function refusalOf(error: unknown): RateLimiterRes | undefined {
  return error instanceof RateLimiterRes ? error : undefined;
}
