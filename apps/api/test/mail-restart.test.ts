import { mailOutboxQueries } from '@nahbar/db';
import { type TestDatabase, testDatabaseKinds } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { queueMail } from '../src/mail/queue-mail';
import { testConfig } from './harness';
import { mailMember, smtpMailConfig } from './mail-fixtures';
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';

/**
 * The outbox outlives its workers: a server that stops leaves its unsent mails in the table for
 * the next one, and two servers on one database take each mail once.
 */
describe.each(testDatabaseKinds())('the mail outbox across servers on $name', (kind) => {
  let smtp: SmtpCatcher;
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const start = async () => {
    const app = await buildApp(testConfig(smtpMailConfig(smtp.url)), { db: database.db });
    apps.push(app);
    return app;
  };
  const stop = async (app: FastifyInstance) => {
    apps.splice(apps.indexOf(app), 1);
    await app.close();
  };
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    database = await kind.create();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await smtp?.close();
  });

  it('a new server sends what the stopped one left pending', async () => {
    const first = await start();
    const ann = await mailMember(first);
    // Stopped before the mail is queued: it stays in the outbox, unsent and untried.
    await first.deps.mailer.close();
    await queueMail(first.deps, {
      userId: ann.id,
      kind: 'emailTaken',
      data: { username: ann.username },
      to: 'left-behind@example.org',
    });
    await stop(first);
    const [pending] = await mailOutboxQueries.listForUser(database.db, ann.id);
    expect(pending).toMatchObject({ attempts: 0, sentAt: null });

    const second = await start();
    const mail = await smtp.mailTo('left-behind@example.org');
    expect(mail.text).toContain(ann.username);
    await stop(second);
  });

  it('two servers on one database send each of many due mails once', async () => {
    const [a, b] = [await start(), await start()];
    if (!a || !b) throw new Error('two servers');
    const ben = await mailMember(a);
    const addresses = Array.from({ length: 25 }, (_, index) => `many-${index}@example.org`);
    // Queued without a wake (no mailer in the deps), then both servers pass over them at once.
    for (const to of addresses) {
      await queueMail(
        { db: a.deps.db, clock: a.deps.clock },
        { userId: ben.id, kind: 'emailTaken', data: { username: ben.username }, to },
      );
    }
    await Promise.all([a.deps.mailer.runNow(), b.deps.mailer.runNow()]);
    for (const to of addresses) await smtp.mailTo(to);

    // Each taken once (a mail counts an attempt when it is taken), and sent.
    const rows = await mailOutboxQueries.listForUser(database.db, ben.id);
    expect(rows).toHaveLength(addresses.length);
    for (const row of rows) expect(row).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    // Each address got its one mail (a later pass finds nothing due to send again).
    await Promise.all([a.deps.mailer.runNow(), b.deps.mailer.runNow()]);
    const received = smtp.mails.filter((mail) => mail.envelope.to.some((to) => to.startsWith('many-')));
    expect(received).toHaveLength(addresses.length);
  });
});
