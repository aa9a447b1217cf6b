import { CATALOGUES } from '@nahbar/contracts';
import { emailTokensQueries, mailOutboxQueries, notificationSettingsQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS } from '../src/mail/mail-backoff';
import { unsubscribableSwitch } from '../src/mail/mail-kinds';
import { queueMail } from '../src/mail/queue-mail';
import { runHousekeeping } from '../src/services/housekeeping/start-housekeeping';
import { startTestApp, type TestApp } from './harness';
import { mailMember, newestMail, smtpMailConfig } from './mail-fixtures';
import { MAIL_KINDS, MAIL_SAMPLES } from './mail-samples';
import { countedSoFar } from './metrics-text';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

/**
 * The outbox end to end: queueMail → the worker → a real SMTP server (smtp-catcher.ts) → the
 * mail as mailparser reads it; and what happens while that server is down.
 */
describe.each(testDatabaseKinds())('mail delivery over SMTP on $name', (kind) => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let givenUpId: string | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // With credentials: nodemailer signs in (SMTP AUTH) with those of SMTP_URL.
    const url = smtp.url.replace('smtp://', 'smtp://mailer:secret@');
    // No poll within the tests' time: what arrives was sent because queueMail woke the worker.
    const { mail } = smtpMailConfig(url);
    t = await startTestApp(kind, { mail: { ...mail, pollMs: 3_600_000 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends a queued mail when woken (no poll), signed in, and marks it sent', async () => {
    const ann = await mailMember(t.app, 'de');
    const link = 'http://localhost:3000/reset-password#token=abc';
    expect(
      await queueMail(t.deps, {
        userId: ann.id,
        kind: 'passwordReset',
        data: { username: ann.username, link },
        to: 'Ann@Example.org',
      }),
    ).toBe(true);

    const mail = await smtp.mailTo('ann@example.org');
    expect(mail.user).toBe('mailer');
    expect(mail.envelope.from).toBe('no-reply@nahbar.test');
    expect(mail.parsed.from?.text).toContain('Nahbar');
    expect(mail.subject).toBe(CATALOGUES.de.mail.resetSubject);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.header('List-Unsubscribe')).toBeUndefined();

    // The worker marks it after the server's answer: a pass after the one under way sees it done.
    await t.deps.mailer.runNow();
    const row = await newestMail(t.app, ann.id);
    expect(row).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('delivers every kind, with List-Unsubscribe (RFC 8058) exactly on those with an unsubscribe switch', async () => {
    const ben = await mailMember(t.app, 'en');
    await notificationSettingsQueries.upsert(t.deps.db, ben.id, { emailDailySummary: true });
    for (const mailKind of MAIL_KINDS) {
      const queued = await queueMail(t.deps, {
        userId: ben.id,
        kind: mailKind,
        data: MAIL_SAMPLES[mailKind],
        to: `${mailKind.toLowerCase()}@example.org`,
      });
      expect(queued, mailKind).toBe(true);
    }
    for (const mailKind of MAIL_KINDS) {
      const mail = await smtp.mailTo(`${mailKind.toLowerCase()}@example.org`);
      expect(mail.text, mailKind).not.toBe('');
      expect(mail.html, mailKind).toContain('<html');
      const header = mail.header('List-Unsubscribe');
      if (unsubscribableSwitch(mailKind)) {
        const token = /^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=([\w-]+)>$/.exec(
          header ?? '',
        )?.[1];
        expect(token, `${mailKind}: ${header}`).toBeTruthy();
        expect(mail.header('List-Unsubscribe-Post'), mailKind).toBe('List-Unsubscribe=One-Click');
        expect(mail.html, mailKind).toContain(`/unsubscribe#token=${token}`);
      } else {
        expect(header, mailKind).toBeUndefined();
        expect(mail.header('List-Unsubscribe-Post'), mailKind).toBeUndefined();
      }
    }
  });

  it('keeps a mail while the SMTP server is down and sends it once the server is back and the retry is due', async () => {
    const cleo = await mailMember(t.app);
    const retriesBefore = await countedSoFar(t.deps, 'nahbar_mail_sends_total{outcome="retry"}');
    const sentBefore = await countedSoFar(t.deps, 'nahbar_mail_sends_total{outcome="sent"}');
    await smtp.stop();
    try {
      await queueMail(t.deps, {
        userId: cleo.id,
        kind: 'emailTaken',
        data: { username: cleo.username },
        to: 'cleo@example.org',
      });
      await t.deps.mailer.runNow();
      const failed = await newestMail(t.app, cleo.id);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      // 30 s doubling, at least half of it: not before 15 s.
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 14_000);
    } finally {
      await smtp.resume();
    }
    // Back, but the retry is not due yet: a whole pass sends nothing.
    await t.deps.mailer.runNow();
    expect((await newestMail(t.app, cleo.id)).sentAt).toBeNull();

    const due = (await newestMail(t.app, cleo.id)).nextAttemptAt;
    const clock = t.deps.clock;
    t.deps.clock = { now: () => new Date(due.getTime() + 1000) };
    try {
      await t.deps.mailer.runNow();
      const mail = await smtp.mailTo('cleo@example.org');
      expect(mail.subject).toBe(CATALOGUES.en.mail.takenSubject);
      const sent = await newestMail(t.app, cleo.id);
      expect(sent).toMatchObject({ attempts: 2, failedAt: null });
      expect(sent.sentAt).toBeInstanceOf(Date);
      // The metrics saw both attempts: one put back for a retry, one sent.
      expect(await countedSoFar(t.deps, 'nahbar_mail_sends_total{outcome="retry"}')).toBe(retriesBefore + 1);
      expect(await countedSoFar(t.deps, 'nahbar_mail_sends_total{outcome="sent"}')).toBe(sentBefore + 1);
    } finally {
      t.deps.clock = clock;
    }
  });

  it('gives a mail up after the last attempt and keeps the row with its error', async () => {
    const dora = await mailMember(t.app);
    const failedBefore = await countedSoFar(t.deps, 'nahbar_mail_sends_total{outcome="failed"}');
    const clock = t.deps.clock;
    await smtp.stop();
    try {
      await queueMail(t.deps, {
        userId: dora.id,
        kind: 'emailTaken',
        data: { username: dora.username },
        to: 'dora@example.org',
      });
      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
        await t.deps.mailer.runNow();
        const row = await newestMail(t.app, dora.id);
        expect(row.attempts).toBe(attempt);
        const due = row.nextAttemptAt;
        t.deps.clock = { now: () => new Date(due.getTime() + 1000) };
      }
      const row = await newestMail(t.app, dora.id);
      givenUpId = row.id;
      expect(row.failedAt).toBeInstanceOf(Date);
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toBeTruthy();
      expect(await countedSoFar(t.deps, 'nahbar_mail_sends_total{outcome="failed"}')).toBe(failedBefore + 1);
      // Given up: no further pass takes it, whatever the time.
      await t.deps.mailer.runNow();
      expect((await mailOutboxQueries.findById(t.deps.db, row.id))?.attempts).toBe(MAIL_MAX_ATTEMPTS);
    } finally {
      t.deps.clock = clock;
      await smtp.resume();
    }
  });

  it('housekeeping removes sent mails after 30 days and expired mail tokens, and keeps failed mails', async () => {
    const eve = await mailMember(t.app);
    await notificationSettingsQueries.upsert(t.deps.db, eve.id, { emailDailySummary: true });
    await queueMail(t.deps, {
      userId: eve.id,
      kind: 'dailySummary',
      data: MAIL_SAMPLES.dailySummary,
      to: 'eve@example.org',
    });
    await smtp.mailTo('eve@example.org');
    await t.deps.mailer.runNow();
    const sent = await newestMail(t.app, eve.id);
    expect(sent.sentAt).toBeInstanceOf(Date);
    const unsubscribeToken = () =>
      emailTokensQueries.findNewestUnused(t.deps.db, eve.id, 'unsubscribe', new Date());

    const clock = t.deps.clock;
    const daysLater = (days: number) => ({ now: () => new Date(Date.now() + days * 86_400_000) });
    try {
      t.deps.clock = daysLater(29);
      expect(await runHousekeeping(t.deps)).toEqual([]);
      expect(await mailOutboxQueries.findById(t.deps.db, sent.id)).toBeDefined();

      t.deps.clock = daysLater(31);
      expect(await runHousekeeping(t.deps)).toEqual([]);
      expect(await mailOutboxQueries.findById(t.deps.db, sent.id)).toBeUndefined();
      // The mail's unsubscribe link works for 60 days, longer than the mail is kept.
      expect(await unsubscribeToken()).toBeDefined();

      t.deps.clock = daysLater(61);
      expect(await runHousekeeping(t.deps)).toEqual([]);
      expect(await unsubscribeToken()).toBeUndefined();
      // A mail given up on stays for the operator to read.
      expect(givenUpId).toBeDefined();
      expect(await mailOutboxQueries.findById(t.deps.db, givenUpId ?? '')).toMatchObject({ sentAt: null });
    } finally {
      t.deps.clock = clock;
    }
  });
});
