import { type MailOutboxRow, mailOutboxQueries } from '@nahbar/db';
import { MAIL_MAX_ATTEMPTS } from './mail-backoff';
import { createMailTransport, type MailTransport } from './mail-transport';
import { type OutboxDeps, type SendOutcome, sendOutboxMail } from './send-outbox-mail';

/**
 * How long a claimed mail is held before another instance may take it: far longer than an SMTP
 * attempt may take (mail-transport.ts bounds them), so only a sender that died lets it go.
 */
const LEASE_MS = 5 * 60_000;
/** One mail per claim: its lease need cover only its own send, however slow the server is. */
const BATCH = 1;
/** A wake's second look: a mail queued in a transaction is visible only once that commits. */
const WAKE_FOLLOW_UP_MS = 1000;

export interface MailerLog {
  info(fields: Record<string, unknown>, line: string): void;
  warn(fields: Record<string, unknown>, line: string): void;
  error(fields: Record<string, unknown>, line: string): void;
}

export type MailRun = Record<SendOutcome, number>;

/** Sends the outbox's mails (deps.mailer). */
export interface Mailer {
  /** Starts sending: the server calls it; without it `wake` does nothing (service tests). */
  start(log: MailerLog): void;
  /** A mail was queued: look at the outbox now and again in a second, rather than at the next poll. */
  wake(): void;
  /** One pass over the due mails, after the one under way; what it did (tests, `wake`). */
  runNow(): Promise<MailRun>;
  /** Stops the timers and waits for the pass under way; unsent mails stay for the next start. */
  close(): Promise<void>;
}

/**
 * The outbox worker: claims due mails (mail-outbox.ts's `claimDue`, safe with several instances
 * on one Postgres), sends each and marks it, and puts failed ones back with a growing delay.
 * The rows stay until they are sent, so a restart sends what was pending. `depsNow` is read at
 * each pass (tests move `deps.clock`).
 */
export function createMailer(depsNow: () => OutboxDeps, makeTransport = createMailTransport): Mailer {
  let transport: MailTransport | undefined;
  let log: MailerLog | undefined;
  let closed = false;
  let chain: Promise<MailRun> = Promise.resolve(emptyRun());
  let poll: NodeJS.Timeout | undefined;
  // At most one of each: a burst of queued mails makes one pass now and one a second later.
  let soon: NodeJS.Timeout | undefined;
  let followUp: NodeJS.Timeout | undefined;

  const giveUp = (row: MailOutboxRow, error: string) =>
    log?.error({ mailId: row.id, kind: row.kind, attempts: row.attempts, error }, 'mail given up on');

  async function pass(): Promise<MailRun> {
    const run = emptyRun();
    if (!transport || closed) return run;
    for (;;) {
      const deps = depsNow();
      const now = deps.clock.now();
      const lease = new Date(now.getTime() + LEASE_MS);
      const rows = await mailOutboxQueries.claimDue(deps.db, now, lease, BATCH, MAIL_MAX_ATTEMPTS);
      for (const row of rows) run[await sendOutboxMail(deps, transport, row, giveUp)] += 1;
      if (rows.length < BATCH || closed) return run;
    }
  }

  function runNow(): Promise<MailRun> {
    const next = chain.then(pass, pass);
    chain = next.catch((error: unknown) => {
      log?.error({ err: error }, 'mail outbox pass failed');
      return emptyRun();
    });
    return next;
  }

  function schedulePoll() {
    if (closed) return;
    poll = setTimeout(() => {
      runNow()
        .catch(() => undefined)
        .finally(schedulePoll);
    }, depsNow().config.mail.pollMs);
    poll.unref();
  }

  const runQuietly = () => void runNow().catch(() => undefined);

  return {
    start(logTo) {
      if (transport || closed) return;
      // An in-memory DATA_DIR (the tests' apps) with no SMTP server has nowhere a mail could be
      // read: its mails stay queued, for the tests to read from the outbox.
      const { smtpUrl, dir } = depsNow().config.mail;
      if (!smtpUrl && !dir) return;
      log = logTo;
      transport = makeTransport(depsNow().config.mail, (line, fields) => logTo.info(fields, line));
      runQuietly();
      schedulePoll();
    },
    wake() {
      if (!transport || closed) return;
      soon ??= setTimeout(() => {
        soon = undefined;
        runQuietly();
      }, 0);
      clearTimeout(followUp);
      followUp = setTimeout(() => {
        followUp = undefined;
        runQuietly();
      }, WAKE_FOLLOW_UP_MS);
      followUp.unref();
    },
    runNow,
    async close() {
      closed = true;
      clearTimeout(poll);
      clearTimeout(soon);
      clearTimeout(followUp);
      await chain;
      await transport?.close();
    },
  };
}

function emptyRun(): MailRun {
  return { sent: 0, retry: 0, failed: 0 };
}
