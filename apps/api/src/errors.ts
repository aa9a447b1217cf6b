import {
  APP_ERROR_STATUS,
  type AppErrorCode,
  englishText,
  isTextKey,
  type TBanDetails,
  type TextKey,
  type TextRef,
  textRef,
} from '@nahbar/contracts';
import type { z } from 'zod';

export interface AppErrorExtra {
  /** Set on a refused login of a banned user (accounts spec §7). */
  isBanned?: boolean;
  /** With `isBanned: true`: the ban's reason and end, which the member is told (issue 32). */
  ban?: TBanDetails;
  /** Set on TOO_MANY_REQUESTS: whole seconds until the action may be tried again. */
  retryAfter?: number;
  /** English wording that says more than the text of the key (an input error zod worded). */
  detail?: string;
}

/**
 * The one error type services throw; every adapter maps it to its wire format. It carries a
 * catalogue key and its arguments: REST and `/ws` send the English wording (`message`), the
 * web app renders the key in the member's language.
 */
export class AppError extends Error {
  readonly text: TextRef;

  constructor(
    readonly code: AppErrorCode,
    text: TextKey | TextRef,
    readonly extra: AppErrorExtra = {},
  ) {
    const ref = typeof text === 'string' ? { key: text, params: [] } : text;
    super(extra.detail ?? englishText(ref));
    this.name = 'AppError';
    this.text = ref;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** The text of a zod issue message: schemas carry keys; zod's own wording falls back to a generic one. */
export function issueText(message: string | undefined): { text: TextRef; detail?: string } {
  if (message !== undefined && isTextKey(message)) return { text: textRef(message) as TextRef };
  return { text: textRef('common.invalidInput'), detail: message };
}

/** A failed zod parse as the 400 it is, worded by the first issue. */
export function validationError(error: z.ZodError): AppError {
  const { text, detail } = issueText(error.issues[0]?.message);
  return new AppError('BAD_REQUEST', text, { detail });
}

/** Parses with a contracts schema, or throws the 400. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
