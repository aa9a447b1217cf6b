import { ZResetPasswordInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { hashPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { UNKNOWN_ADDRESS } from '../../limits/rules';
import { consumeMailToken, mailTokenUsable } from '../../mail/mail-tokens';
import { endSessionsOf } from '../account/end-sessions-of';
import { replacePasswordHash } from '../account/replace-password';
import type { LinkOrigin } from '../email/verify-email';
import { alertLater } from '../security/security-alert';
import { assertNewPasswordAllowed } from './new-password';

/**
 * Sets a new password with a mailed reset link: the registration's password rules, the link once
 * and within its lifetime. Every session and socket of the member ends on every instance (whoever
 * knew the old password is out), other unused reset links end with the change, and the member is
 * alerted. The member signs in afresh with the new password.
 */
export async function resetPassword(
  deps: AppDeps,
  rawInput: unknown,
  origin: LinkOrigin = {},
): Promise<{ success: true }> {
  const input = parseInput(ZResetPasswordInput, rawInput);
  await deps.limits.hit('mailLinks', origin.ip ?? UNKNOWN_ADDRESS);
  // Refused passwords leave the link usable: the member tries another with the same link.
  assertNewPasswordAllowed(input.password);
  // A link that cannot work costs no hash (the hash is the expensive part); the transaction
  // below still decides, once, whether it is used.
  if (!(await mailTokenUsable(deps, 'reset-password', input.token)))
    throw new AppError('BAD_REQUEST', 'email.linkInvalid');
  // Hashed before the transaction, which then only writes.
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const member = await deps.db.transaction().execute(async (trx) => {
    const row = await consumeMailToken(deps, 'reset-password', input.token, trx);
    const found = row ? await usersQueries.findById(trx, row.userId) : undefined;
    if (!found) throw new AppError('BAD_REQUEST', 'email.linkInvalid');
    await replacePasswordHash(trx, found.id, passwordHash);
    return found;
  });
  await endSessionsOf(deps, { userId: member.id });
  alertLater(deps, member, 'passwordResetAlert', origin.userAgent);
  return { success: true };
}
