import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as digests from '../src/queries/mail-digests';
import * as mailOutbox from '../src/queries/mail-outbox';
import * as settings from '../src/queries/notification-settings';
import * as users from '../src/queries/users';
import { person } from './fixtures/person';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

const DAY_START = new Date('2031-11-16T23:00:00Z');
const zone = (timeZone: string, period: string) => ({ timeZone, period, dayStart: DAY_START });

describe.each(testDatabaseKinds())('members due a digest on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  async function member(name: string, email: string | null = `${name}@example.org`) {
    const row = await users.insert(t.db, person(name));
    await t.db.updateTable('users').set({ email }).where('id', '=', row.id).execute();
    return row.id;
  }

  const due = (query: Partial<digests.DueDigestQuery>) =>
    digests
      .dueMembers(t.db, {
        switchColumn: 'email_weekly_highlights',
        switchDefault: true,
        keyPrefix: 'weekly-highlights',
        zones: [zone('Europe/Berlin', '2031-W46')],
        defaultTimeZone: 'Europe/Berlin',
        inactiveToday: false,
        limit: 100,
        ...query,
      })
      .then((rows) => rows.map((row) => row.id));

  it('takes the switches’ defaults, the member’s zone, a verified address, and no ban', async () => {
    const plain = await member('plain');
    const noAddress = await member('noaddress', null);
    const banned = await member('banned');
    await t.db.updateTable('users').set({ isBanned: true }).where('id', '=', banned).execute();
    const newYork = await member('newyork');
    await settings.upsert(t.db, newYork, { timeZone: 'America/New_York', emailDailySummary: true });
    const weeklyOff = await member('weeklyoff');
    await settings.upsert(t.db, weeklyOff, { emailWeeklyHighlights: false });

    // The weekly highlights are on unless turned off; Berlin is where a member without a zone is.
    expect(await due({})).toEqual([plain]);
    expect((await due({ zones: [zone('America/New_York', '2031-W46')] })).sort()).toEqual([newYork]);
    // The daily summary is off unless turned on.
    const daily = {
      switchColumn: 'email_daily_summary' as const,
      switchDefault: false,
      keyPrefix: 'daily-summary',
    };
    expect(await due({ ...daily, zones: [zone('America/New_York', '2031-11-17')] })).toEqual([newYork]);
    expect(await due({ ...daily })).toEqual([]);
    expect(await due({})).not.toContain(noAddress);
  });

  it('leaves out a member whose mail of the period is queued, and one active since the day began', async () => {
    const queued = await member('queued');
    const active = await member('active');
    const fresh = await member('fresh');
    await mailOutbox.insert(t.db, {
      userId: queued,
      toAddress: 'queued@example.org',
      kind: 'weeklyHighlights',
      locale: 'en',
      data: {},
      dedupeKey: `weekly-highlights:${queued}:2031-W46`,
    });
    await t.db
      .updateTable('users')
      .set({ lastSeen: new Date(DAY_START.getTime() + 60_000) })
      .where('id', '=', active)
      .execute();
    const ids = await due({ inactiveToday: true });
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(queued);
    expect(ids).not.toContain(active);
    // Another week is another mail.
    expect(await due({ zones: [zone('Europe/Berlin', '2031-W47')] })).toContain(queued);
  });
});
