import { ZVerifyEmailInput } from '@nahbar/contracts';
import { emailTokensQueries, userEmailsQueries, usersQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { UNKNOWN_ADDRESS } from '../../limits/rules';
import { consumeMailToken } from '../../mail/mail-tokens';
import { queueMail } from '../../mail/queue-mail';
import { isUniqueViolation } from '../db/unique-violation';
import { mailDevice } from '../security/security-alert';

/** Where a mailed link is opened from: the address limits key on, the browser an alert names. */
export interface LinkOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Opens a verification link: public, the token is the authority. The link works once and within
 * its lifetime; the address becomes the member's verified one. Another account may have verified
 * the same address meanwhile (two links, one address): the unique index decides and the loser is
 * told so. An address that replaced an older one alerts both, the old one first, whatever the
 * security-alert switch says (mail-kinds.ts); reset links sent to the old address end.
 */
export async function verifyEmail(
  deps: AppDeps,
  rawInput: unknown,
  origin: LinkOrigin = {},
): Promise<{ success: true; email: string }> {
  const { token } = parseInput(ZVerifyEmailInput, rawInput);
  await deps.limits.hit('mailLinks', origin.ip ?? UNKNOWN_ADDRESS);
  const now = deps.clock.now();
  const changed = await deps.db.transaction().execute(async (trx) => {
    const row = await consumeMailToken(deps, 'verify-email', token, trx);
    const member = row ? await usersQueries.findById(trx, row.userId) : undefined;
    if (!row?.detail || !member) throw new AppError('BAD_REQUEST', 'email.linkInvalid');
    const address = row.detail;
    await userEmailsQueries.setVerifiedEmail(trx, member.id, address, now).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'email.addressTaken');
      throw error;
    });
    await emailTokensQueries.deleteUnused(trx, member.id, 'verify-email');
    // Reset links went to the address before: with a new one, they no longer open the account.
    await emailTokensQueries.deleteUnused(trx, member.id, 'reset-password');
    return { member, address, old: member.email };
  });
  const { member, address, old } = changed;
  if (old && old.toLowerCase() !== address.toLowerCase()) {
    const data = { username: member.username, newAddress: address, ...mailDevice(origin.userAgent, now) };
    deps.background.run(async () => {
      await queueMail(deps, { userId: member.id, kind: 'emailChangedAlert', data, to: old });
      await queueMail(deps, { userId: member.id, kind: 'emailChangedAlert', data });
    });
  }
  return { success: true, email: address };
}
