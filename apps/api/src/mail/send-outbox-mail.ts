import { type MailOutboxRow, mailOutboxQueries, notificationSettingsQueries } from '@nahbar/db';
import type { AppDeps } from '../deps';
import { DEFAULT_MAIL_TIME_ZONE } from './format-when';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from './mail-backoff';
import type { MailKinds } from './mail-kinds';
import { mailLinks } from './mail-links';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { isMailKind, renderMail } from './render-mail';

export type OutboxDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'metrics'>;

export type SendOutcome = 'sent' | 'retry' | 'failed';

/** What the outbox stores beside a kind's own data (queue-mail.ts adds it). */
interface StoredExtras {
  unsubscribeToken?: string;
}

/** The mail a row stands for, rendered in its recipient's language at sending time. */
export async function composeOutboxMail(deps: OutboxDeps, row: MailOutboxRow): Promise<OutgoingMail> {
  const kind = row.kind;
  if (!isMailKind(kind)) throw new Error(`unknown mail kind ${kind}`);
  const data = row.data as MailKinds[typeof kind] & StoredExtras;
  const settings = row.userId ? await notificationSettingsQueries.find(deps.db, row.userId) : undefined;
  const token = data.unsubscribeToken;
  const rendered = await renderMail(kind, data, {
    locale: row.locale,
    publicOrigin: deps.config.publicOrigin,
    timeZone: settings?.timeZone ?? DEFAULT_MAIL_TIME_ZONE,
    unsubscribeToken: token,
  });
  // RFC 8058: mail programs offer their own unsubscribe button and POST to this address.
  const headers: Record<string, string> = token
    ? {
        'List-Unsubscribe': `<${mailLinks(deps.config.publicOrigin).unsubscribeOneClick(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return {
    to: row.toAddress,
    kind,
    ...rendered,
    headers,
    links: [...new Set(rendered.text.match(/https?:\/\/\S+/g) ?? [])],
  };
}

/**
 * One attempt at a claimed row (outbox-worker.ts counted it): sent and marked, or put back with
 * the error and a later time, or given up on after the last attempt. The metrics count each
 * outcome (`nahbar_mail_sends_total`).
 */
export async function sendOutboxMail(
  deps: OutboxDeps,
  transport: MailTransport,
  row: MailOutboxRow,
  onGiveUp: (row: MailOutboxRow, error: string) => void,
): Promise<SendOutcome> {
  const outcome = await attempt(deps, transport, row, onGiveUp);
  deps.metrics.mailSent(outcome);
  return outcome;
}

async function attempt(
  deps: OutboxDeps,
  transport: MailTransport,
  row: MailOutboxRow,
  onGiveUp: (row: MailOutboxRow, error: string) => void,
): Promise<SendOutcome> {
  try {
    await transport.send(await composeOutboxMail(deps, row));
    await mailOutboxQueries.markSent(deps.db, row, deps.clock.now());
    return 'sent';
  } catch (caught) {
    const error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 1000);
    const now = deps.clock.now();
    if (row.attempts >= MAIL_MAX_ATTEMPTS) {
      await mailOutboxQueries.markFailed(deps.db, row, error, now);
      onGiveUp(row, error);
      return 'failed';
    }
    const next = new Date(now.getTime() + mailRetryDelayMs(row.attempts));
    await mailOutboxQueries.markRetry(deps.db, row, error, next);
    return 'retry';
  }
}
