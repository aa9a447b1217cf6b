import type { AppDeps } from '../../deps';
import { DAILY_SUMMARY, WEEKLY_HIGHLIGHTS } from './digest-plans';
import { queueDueDigests } from './queue-digests';

/** How often the server looks for members whose digest hour has come. */
export const MAIL_DIGESTS_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The digests' timer, started and stopped with the server like the housekeeping: every few
 * minutes it queues the daily summaries and weekly highlights that are due (queue-digests.ts).
 * The mails themselves leave through the outbox. Several instances may run it at once: the dedupe
 * key lets each mail in once. A run still busy when the next is due is not doubled. Returns the
 * stop function.
 */
export function startMailDigests(
  deps: AppDeps,
  onError: (error: unknown) => void,
  intervalMs = MAIL_DIGESTS_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const now = deps.clock.now();
    Promise.allSettled([
      queueDueDigests(deps, DAILY_SUMMARY, now),
      queueDueDigests(deps, WEEKLY_HIGHLIGHTS, now),
    ])
      .then((outcomes) => {
        for (const outcome of outcomes) if (outcome.status === 'rejected') onError(outcome.reason);
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
