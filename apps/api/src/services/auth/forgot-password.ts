import { PASSWORD_RESET_TOKEN_MINUTES, ZForgotPasswordInput } from '@nahbar/contracts';
import { userEmailsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { UNKNOWN_ADDRESS } from '../../limits/rules';
import { mailLinks } from '../../mail/mail-links';
import { createMailToken } from '../../mail/mail-tokens';
import { queueMail } from '../../mail/queue-mail';

/**
 * "Forgot password" by username or verified address. The answer never tells whether the account
 * exists or has an address: every request gets `{ success: true }` after the same work on the
 * request path (two counters; the look-up and the mail follow the answer, deps.background), and
 * the limits count the address and the login as typed, known or not. Only an account with a
 * verified address gets a link (single use, PASSWORD_RESET_TOKEN_MINUTES, stored as a hash).
 */
export async function forgotPassword(
  deps: AppDeps,
  rawInput: unknown,
  origin: { ip?: string | null } = {},
): Promise<{ success: true }> {
  const { login } = parseInput(ZForgotPasswordInput, rawInput);
  await deps.limits.hit('passwordResetRequests', origin.ip ?? UNKNOWN_ADDRESS);
  await deps.limits.hit('passwordResetLogins', login.toLowerCase());
  const requestedAt = deps.clock.now();
  deps.background.run(() => mailResetLink(deps, login, requestedAt));
  return { success: true };
}

async function mailResetLink(deps: AppDeps, login: string, requestedAt: Date): Promise<void> {
  const member = await userEmailsQueries.findByLogin(deps.db, login);
  if (!member?.email) return;
  // Named by username and by address, one account still gets only so many mails; past that the
  // request is answered as any other and sends nothing.
  if (!(await withinLimit(() => deps.limits.hit('passwordResetMails', member.id)))) return;
  const token = await createMailToken(deps.db, {
    userId: member.id,
    purpose: 'reset-password',
    detail: null,
    expiresAt: new Date(requestedAt.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
  });
  await queueMail(deps, {
    userId: member.id,
    kind: 'passwordReset',
    data: { username: member.username, link: mailLinks(deps.config.publicOrigin).resetPassword(token) },
  });
}

async function withinLimit(hit: () => Promise<void>): Promise<boolean> {
  try {
    await hit();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return false;
    throw error;
  }
}
