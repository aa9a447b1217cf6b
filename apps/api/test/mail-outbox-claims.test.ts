import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailOutboxQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS } from '../src/mail/mail-backoff';
import { pruneMailFiles } from '../src/mail/prune-mail-files';
import { makeMember } from './chat-fixtures';
import { mailTestBed } from './mail-fixtures';

/** The outbox's rows as instances claim and mark them (mail-outbox.ts). */
describe.each(testDatabaseKinds())('outbox claims on $name', (kind) => {
  const t = mailTestBed(kind);

  async function queued(data: Record<string, unknown>) {
    const member = await makeMember(t.deps, 'claims');
    // Long ago: due before any row the other tests left.
    const nextAttemptAt = new Date('2000-01-01T00:00:00Z');
    await mailOutboxQueries.insert(t.deps.db, {
      userId: member.id,
      toAddress: `${member.username}@example.org`,
      kind: 'passwordReset',
      locale: 'en',
      data,
      nextAttemptAt,
    });
    const [row] = await mailOutboxQueries.listForUser(t.deps.db, member.id);
    if (!row) throw new Error('not queued');
    return row;
  }

  const claim = (leaseUntil: Date) =>
    mailOutboxQueries.claimDue(t.deps.db, new Date('2000-01-02T00:00:00Z'), leaseUntil, 1, MAIL_MAX_ATTEMPTS);

  it('marks a mail sent only under its own lease, and keeps no link once it is sent', async () => {
    const row = await queued({
      username: 'ann',
      link: 'http://localhost/reset-password#token=abc',
      unsubscribeToken: 'u',
    });
    const [first] = await claim(new Date('2000-01-01T00:05:00Z'));
    expect(first?.id).toBe(row.id);
    // The lease ran out while the first sender was still at it; a second instance took the mail.
    await t.deps.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: new Date('2000-01-01T00:00:00Z') })
      .where('id', '=', row.id)
      .execute();
    const [second] = await claim(new Date('2000-01-01T00:10:00Z'));
    expect(second?.id).toBe(row.id);
    if (!first || !second) throw new Error('not claimed');

    await mailOutboxQueries.markSent(t.deps.db, first, new Date());
    expect((await mailOutboxQueries.findById(t.deps.db, row.id))?.sentAt).toBeNull();
    await mailOutboxQueries.markSent(t.deps.db, second, new Date());
    const sent = await mailOutboxQueries.findById(t.deps.db, row.id);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.data).toEqual({ username: 'ann' });
  });

  it('takes no mail whose attempts are used up, even if it was never marked failed', async () => {
    const row = await queued({ username: 'ben' });
    await t.deps.db
      .updateTable('mailOutbox')
      .set({ attempts: MAIL_MAX_ATTEMPTS })
      .where('id', '=', row.id)
      .execute();
    const taken = await claim(new Date('2000-01-01T00:05:00Z'));
    expect(taken.map((one) => one.id)).not.toContain(row.id);
  });
});

describe('mail files', () => {
  it('are removed after the time they are kept, newer ones stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nahbar-mail-'));
    const now = new Date('2026-11-28T12:00:00Z');
    writeFileSync(join(dir, 'old.eml'), 'x');
    writeFileSync(join(dir, 'new.eml'), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const eightDaysAgo = (now.getTime() - 8 * 86_400_000) / 1000;
    utimesSync(join(dir, 'old.eml'), eightDaysAgo, eightDaysAgo);
    utimesSync(join(dir, 'notes.txt'), eightDaysAgo, eightDaysAgo);
    expect(await pruneMailFiles(dir, now, 7 * 86_400_000)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['new.eml', 'notes.txt']);
    expect(await pruneMailFiles(join(dir, 'missing'), now, 1)).toBe(0);
  });
});
