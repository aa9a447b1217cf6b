import { type TEmailNotificationSwitch, type TUnsubscribeResult, ZUnsubscribeInput } from '@nahbar/contracts';
import { mailUnsubscribeQueries, notificationSettingsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { UNKNOWN_ADDRESS } from '../../limits/rules';
import { MAIL_SWITCH, type MailKind, unsubscribableSwitch } from '../../mail/mail-kinds';
import { consumeMailToken, hashMailToken } from '../../mail/mail-tokens';
import { SWITCH_COLUMN } from '../../mail/queue-mail';

/** The switches a mailed link may turn off: those of the kinds that carry one (not security alerts). */
const UNSUBSCRIBABLE: ReadonlySet<string> = new Set(
  (Object.keys(MAIL_SWITCH) as MailKind[]).flatMap((kind) => unsubscribableSwitch(kind) ?? []),
);

function unsubscribable(detail: string | null): TEmailNotificationSwitch | null {
  return detail !== null && UNSUBSCRIBABLE.has(detail) ? (detail as TEmailNotificationSwitch) : null;
}

/**
 * One-click unsubscribe (RFC 8058, and the `/unsubscribe` page): the mailed token names the
 * member and the switch; that switch goes off. No session is needed, the token is the proof, so
 * it is limited per address. A link used before, and not expired, answers the same again (ours:
 * a mail program's POST and then the member's own click must not end in "invalid link"); an
 * unknown, expired or malformed one is `email.linkInvalid`.
 */
export async function unsubscribeByMail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'limits'>,
  rawInput: unknown,
  ip: string | null,
): Promise<TUnsubscribeResult> {
  await deps.limits.hit('unsubscribes', ip ?? UNKNOWN_ADDRESS);
  const { token } = parseInput(ZUnsubscribeInput, rawInput);
  const row =
    (await consumeMailToken(deps, 'unsubscribe', token)) ??
    (await mailUnsubscribeQueries.findUsedUnsubscribe(deps.db, hashMailToken(token), deps.clock.now()));
  const toggle = row ? unsubscribable(row.detail) : null;
  if (!row || !toggle) throw new AppError('BAD_REQUEST', 'email.linkInvalid');
  await notificationSettingsQueries.upsert(deps.db, row.userId, { [SWITCH_COLUMN[toggle]]: false });
  return { success: true, switch: toggle };
}
