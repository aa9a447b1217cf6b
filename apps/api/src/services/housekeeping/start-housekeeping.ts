import { emailTokensQueries, mailOutboxQueries, notificationsQueries, sessionsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { pruneMailFiles } from '../../mail/prune-mail-files';
import { expireModeration } from '../admin/expire-moderation';
import { sweepExpiredUploads } from '../photos/sweep-expired-uploads';

/** Read notifications go after 90 days (unread ones stay, up to notify.ts's 500 per member). */
export const READ_NOTIFICATIONS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

/** Sent mails stay a month (what went out when, for questions); failed ones stay for the operator. */
export const SENT_MAILS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Mails written as files (no SMTP_URL) stay a week: long enough to open a link, no longer. */
export const MAIL_FILES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** How often the clean-ups that no request triggers run. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Clean-ups from a timer, for what no request of its owner would ever clear: unfinished uploads
 * of someone who never uploads again (each new upload sweeps only its owner's), and sessions past
 * their expiry whose browser never came back (the privacy policy promises both go), read
 * notifications past 90 days, bans and mutes whose time ran out, mails sent over 30 days ago and
 * mail tokens past their expiry, mail files over a week old. A run still busy when the
 * next is due is not doubled. Returns the stop function.
 */
export function startHousekeeping(
  deps: AppDeps,
  onError: (error: unknown) => void,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runHousekeeping(deps)
      .then((errors) => {
        for (const error of errors) onError(error);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One round of every clean-up, each on its own: what failed, for the log. */
export async function runHousekeeping(deps: AppDeps): Promise<unknown[]> {
  const outcomes = await Promise.allSettled([
    sweepExpiredUploads(deps),
    sessionsQueries.removeExpired(deps.db),
    notificationsQueries.pruneReadBefore(deps.db, new Date(Date.now() - READ_NOTIFICATIONS_KEPT_MS)),
    expireModeration(deps),
    mailOutboxQueries.deleteSentBefore(deps.db, new Date(deps.clock.now().getTime() - SENT_MAILS_KEPT_MS)),
    emailTokensQueries.deleteExpired(deps.db, deps.clock.now()),
    pruneMailFiles(deps.config.mail.dir, deps.clock.now(), MAIL_FILES_KEPT_MS),
  ]);
  return outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
}
