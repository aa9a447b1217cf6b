import { EMAIL_VERIFY_TOKEN_HOURS } from '@nahbar/contracts';
import { emailTokensQueries, type MailRecipient, userEmailsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { mailLinks } from '../../mail/mail-links';
import { createMailToken } from '../../mail/mail-tokens';
import { queueMail } from '../../mail/queue-mail';

/**
 * A member asks to use an address (registration, the account tab). The address waits in a
 * verify-email token (users.email holds verified addresses only) and gets nothing but the link.
 *
 * No enumeration: an address another account verified already gets the same answer and the same
 * pending status, and its token is made all the same (never mailed, so never usable); its owner
 * gets the `emailTaken` notice instead of a link. A newer request replaces a waiting one. The
 * member's own verified address cancels a waiting change and mails nothing.
 */
export async function requestAddress(deps: AppDeps, member: MailRecipient, address: string): Promise<void> {
  const owner = await userEmailsQueries.findByEmail(deps.db, address);
  await emailTokensQueries.deleteUnused(deps.db, member.id, 'verify-email');
  if (owner?.id === member.id) return;
  const token = await createMailToken(deps.db, {
    userId: member.id,
    purpose: 'verify-email',
    detail: address,
    expiresAt: new Date(deps.clock.now().getTime() + EMAIL_VERIFY_TOKEN_HOURS * 3_600_000),
  });
  if (owner) {
    await queueMail(deps, { userId: owner.id, kind: 'emailTaken', data: { username: owner.username } });
    return;
  }
  await queueMail(deps, {
    userId: member.id,
    kind: 'verifyEmail',
    to: address,
    data: { username: member.username, link: mailLinks(deps.config.publicOrigin).verifyEmail(token) },
  });
}
