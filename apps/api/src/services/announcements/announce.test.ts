import { notificationSettingsQueries, usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember } from '../../../test/chat-fixtures';
import type { Actor } from '../../deps';
import { announce } from './announce';
import { announcementId, parseAnnouncementFile } from './announcement-file';

const FILE = JSON.stringify({
  de: { subject: 'Neue Regeln', body: 'Hallo,\n\nab Montag gelten neue Regeln.' },
  en: { subject: 'New rules', body: 'Hello,\n\nnew rules apply from Monday.' },
});

describe('the announcement file', () => {
  it('takes subject and text in both languages, and says what is wrong otherwise', () => {
    const parsed = parseAnnouncementFile(FILE);
    expect(parsed.ok).toBe(true);
    const broken = parseAnnouncementFile(JSON.stringify({ de: { subject: '', body: 'x' }, fr: {} }));
    expect(broken.ok).toBe(false);
    if (!broken.ok) {
      expect(broken.problems.join('\n')).toMatch(/de\.subject/);
      expect(broken.problems.join('\n')).toMatch(/en/);
      expect(broken.problems.join('\n')).toMatch(/fr/);
    }
    expect(parseAnnouncementFile('{ not json').ok).toBe(false);
  });

  it('is named by what it says, not by how the JSON is laid out', () => {
    const a = parseAnnouncementFile(FILE);
    const b = parseAnnouncementFile(JSON.stringify(JSON.parse(FILE), null, 2));
    const c = parseAnnouncementFile(FILE.replace('Monday', 'Tuesday'));
    if (!a.ok || !b.ok || !c.ok) throw new Error('not parsed');
    expect(announcementId(a.announcement)).toBe(announcementId(b.announcement));
    expect(announcementId(a.announcement)).not.toBe(announcementId(c.announcement));
  });
});

describe.each(testDatabaseKinds())('announcements on $name', (kind) => {
  const t = chatTestBed(kind);

  async function member(name: string, locale: 'de' | 'en' | null, email = true): Promise<Actor> {
    const actor = await makeMember(t.deps, name);
    if (locale) await usersQueries.setLocale(t.deps.db, actor.id, locale);
    if (email) {
      await t.deps.db
        .updateTable('users')
        .set({ email: `${actor.username}@example.org` })
        .where('id', '=', actor.id)
        .execute();
    }
    return actor;
  }

  it('goes to every member who wants it, in their language, and once', async () => {
    const parsed = parseAnnouncementFile(FILE);
    if (!parsed.ok) throw new Error('not parsed');
    const german = await member('german', 'de');
    const english = await member('english', 'en');
    const undecided = await member('undecided', null);
    const noAddress = await member('noaddress', 'de', false);
    const switchedOff = await member('switchedoff', 'de');
    await notificationSettingsQueries.upsert(t.deps.db, switchedOff.id, { emailImportantUpdates: false });

    expect(await announce(t.deps, parsed.announcement, { dryRun: true })).toMatchObject({ queued: 0 });
    expect(await t.deps.db.selectFrom('mailOutbox').selectAll().execute()).toEqual([]);

    const first = await announce(t.deps, parsed.announcement);
    expect(first).toMatchObject({ recipients: 3, queued: 3 });
    const rows = await t.deps.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
    const byMember = new Map(rows.map((row) => [row.userId, row]));
    expect(byMember.get(german.id)).toMatchObject({
      kind: 'announcement',
      locale: 'de',
      data: expect.objectContaining({ subject: 'Neue Regeln' }),
      dedupeKey: `announcement:${first.id}:${german.id}`,
    });
    expect(byMember.get(english.id)).toMatchObject({
      locale: 'en',
      data: expect.objectContaining({ subject: 'New rules' }),
    });
    expect(byMember.get(undecided.id)).toMatchObject({
      locale: 'en',
      data: expect.objectContaining({ subject: 'New rules' }),
    });
    expect(byMember.has(noAddress.id)).toBe(false);
    expect(byMember.has(switchedOff.id)).toBe(false);
    // Each mail carries its own unsubscribe link (the switch "important updates").
    expect(
      (byMember.get(german.id)?.data as { unsubscribeToken?: string } | undefined)?.unsubscribeToken,
    ).toBeTruthy();

    expect(await announce(t.deps, parsed.announcement)).toMatchObject({ recipients: 3, queued: 0 });
    expect(await t.deps.db.selectFrom('mailOutbox').selectAll().execute()).toHaveLength(3);
    // And made no unsubscribe links for mails it did not queue.
    expect(await t.deps.db.selectFrom('emailTokens').selectAll().execute()).toHaveLength(3);
  });
});
