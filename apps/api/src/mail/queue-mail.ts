import { mailOutboxQueries, notificationSettingsQueries, usersQueries } from '@nahbar/db';
import type { AppDeps } from '../deps';
import { NOTIFICATION_DEFAULTS } from '../services/notifications/notification-settings';
import { MAIL_SWITCH, type MailKind, type MailKinds, unsubscribableSwitch } from './mail-kinds';
import { createMailToken } from './mail-tokens';

/** How long an unsubscribe link in a mail keeps working. */
const UNSUBSCRIBE_TOKEN_DAYS = 60;

type MailDb = AppDeps['db'];

export interface MailRequest<K extends MailKind> {
  userId: string;
  kind: K;
  data: MailKinds[K];
  /** Default: the member's verified address. A verification link goes to the address it verifies. */
  to?: string;
  /** Once per key: a digest's period ("daily-summary:<user>:2026-11-28"). */
  dedupeKey?: string;
}

/** The notification settings' column of each e-mail switch. */
export const SWITCH_COLUMN = {
  dailySummary: 'emailDailySummary',
  weeklyHighlights: 'emailWeeklyHighlights',
  importantUpdates: 'emailImportantUpdates',
  securityAlerts: 'emailSecurityAlerts',
} as const;

/**
 * Puts a mail in the outbox, in the member's language, if the member's switch for its kind is on
 * and there is an address to send it to; answers whether it was queued. Kinds that can be turned
 * off by mail get a fresh unsubscribe token in their data (`unsubscribeToken`). Pass the
 * transaction as `db` when the mail belongs to a change that may still roll back. Wakes
 * `deps.mailer` when the deps have one.
 */
export async function queueMail<K extends MailKind>(
  deps: Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'mailer'>>,
  request: MailRequest<K>,
  db: MailDb = deps.db,
): Promise<boolean> {
  const user = await usersQueries.findById(db, request.userId);
  if (!user) return false;
  const toggle = MAIL_SWITCH[request.kind];
  if (toggle) {
    const settings = (await notificationSettingsQueries.find(db, user.id)) ?? NOTIFICATION_DEFAULTS;
    if (!settings[SWITCH_COLUMN[toggle]]) return false;
  }
  const to = request.to ?? user.email;
  if (!to) return false;
  const unsubscribe = unsubscribableSwitch(request.kind);
  const unsubscribeToken = unsubscribe
    ? await createMailToken(db, {
        userId: user.id,
        purpose: 'unsubscribe',
        detail: unsubscribe,
        expiresAt: new Date(deps.clock.now().getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000),
      })
    : undefined;
  const queued = await mailOutboxQueries.insert(db, {
    userId: user.id,
    toAddress: to,
    kind: request.kind,
    // As for in-app notifications (notify.ts): English until the member picks a language.
    locale: user.locale ?? 'en',
    data: unsubscribeToken ? { ...request.data, unsubscribeToken } : request.data,
    dedupeKey: request.dedupeKey ?? null,
    // Due by the same clock the outbox worker judges by (tests move it).
    nextAttemptAt: deps.clock.now(),
  });
  // Sent within about a second rather than at the next poll (the wake looks twice, for a
  // transaction that commits a little later).
  if (queued) deps.mailer?.wake();
  return queued;
}
