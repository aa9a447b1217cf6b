import { APP_ERROR_STATUS, type AppErrorCode } from '@nahbar/contracts';
import type { z } from 'zod';

export interface AppErrorExtra {
  /** Set on a refused login of a banned user (accounts spec §7). */
  isBanned?: boolean;
}

/** The one error type services throw; every adapter maps it to its wire format. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** A failed zod parse as the 400 it is, worded by the first issue (texts come from contracts). */
export function validationError(error: z.ZodError): AppError {
  return new AppError('BAD_REQUEST', error.issues[0]?.message ?? 'Invalid input');
}

/** Parses with a contracts schema, or throws the 400. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
