import { textRef } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { verifyPassword } from '../../auth/passwords';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { BackoffRefusal } from '../../limits/login-backoff';
import { PasswordChecks } from '../../limits/password-checks';
import { UNKNOWN_ADDRESS } from '../../limits/rules';

/** Where a password check comes from: the caller's address and the request's one verification. */
export interface CheckOrigin {
  ip?: string | null;
  /** Shared by the calls of one tRPC batch; a REST request makes one call, so its own. */
  passwordChecks?: PasswordChecks;
  /** The browser's User-Agent header: a security alert names its browser and system. */
  userAgent?: string | null;
}

/** A signed-in member is not signing in: the refusal says to slow down, not to sign in later. */
const TOO_FAST: BackoffRefusal = { text: (seconds) => textRef('limits.tooFast', seconds), extra: {} };

/**
 * A destructive step needs the member's current password; a wrong one is 403 and changes
 * nothing. Whoever holds a session could otherwise guess the password here without limit: each
 * check is one of the request's (PasswordChecks) and meets the same delays as signing in as the
 * member (limits/login-backoff.ts), so guesses here and at the sign-in add up.
 */
export async function confirmPassword(
  deps: AppDeps,
  actor: Actor,
  password: string,
  origin: CheckOrigin = {},
): Promise<void> {
  (origin.passwordChecks ?? new PasswordChecks()).take();
  const attempt = await deps.limits.login.begin(actor.username, origin.ip ?? UNKNOWN_ADDRESS, TOO_FAST);
  const user = await usersQueries.findById(deps.db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await attempt.failed();
    throw new AppError('FORBIDDEN', 'account.wrongPassword');
  }
  await attempt.succeeded();
}
