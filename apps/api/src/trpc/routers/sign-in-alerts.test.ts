import { sql } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import {
  callerAt,
  FIREFOX_WINDOWS,
  FIREFOX_WINDOWS_NEWER,
  mailTestBed,
  memberWithAddress,
  outbox,
  SAFARI_IPHONE,
} from '../../../test/mail-fixtures';
import { BackgroundTasks } from '../../services/background/background-tasks';

describe.each(testDatabaseKinds())('sign-in alerts on $name', (kind) => {
  const t = mailTestBed(kind);

  const signIn = (member: { actor: { username: string }; password: string }, userAgent: string) =>
    callerAt(t.deps, null, { userAgent }).auth.login({
      username: member.actor.username,
      password: member.password,
    });
  const devices = async (userId: string) =>
    (await t.deps.db.selectFrom('knownDevices').select('deviceKey').where('userId', '=', userId).execute())
      .map((row) => row.deviceKey)
      .sort();

  it('alerts a sign-in from a new browser and system once, and never the registering one', async () => {
    const member = await memberWithAddress(t.deps, FIREFOX_WINDOWS);
    // The registering browser in a newer version: the same device.
    await signIn(member, FIREFOX_WINDOWS_NEWER);
    expect(await outbox(t.deps, { userId: member.actor.id, kind: 'signInAlert' })).toEqual([]);

    const before = Date.now();
    await signIn(member, SAFARI_IPHONE);
    await signIn(member, SAFARI_IPHONE);
    const alerts = await outbox(t.deps, { userId: member.actor.id, kind: 'signInAlert' });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.toAddress).toBe(member.email);
    expect(alerts[0]?.data).toMatchObject({ username: member.actor.username, browser: 'Safari', os: 'iOS' });
    expect(Date.parse(String(alerts[0]?.data.at))).toBeGreaterThanOrEqual(before - 1000);
    expect(await devices(member.actor.id)).toEqual(['Firefox|Windows', 'Safari|iOS']);
  });

  it('learns the first device of an account that has none on record without alerting', async () => {
    const member = await memberWithAddress(t.deps, FIREFOX_WINDOWS);
    // As a member who registered before devices were noted.
    await t.deps.db.deleteFrom('knownDevices').where('userId', '=', member.actor.id).execute();
    await signIn(member, SAFARI_IPHONE);
    expect(await outbox(t.deps, { userId: member.actor.id, kind: 'signInAlert' })).toEqual([]);
    expect(await devices(member.actor.id)).toEqual(['Safari|iOS']);
    await signIn(member, FIREFOX_WINDOWS);
    expect(await outbox(t.deps, { userId: member.actor.id, kind: 'signInAlert' })).toHaveLength(1);
  });

  it('sends no alert when the member turned security alerts off, and still learns the device', async () => {
    const member = await memberWithAddress(t.deps, FIREFOX_WINDOWS);
    await callerAt(t.deps, member.actor).notifications.updateSettings({
      emailNotifications: { securityAlerts: false },
    });
    await signIn(member, SAFARI_IPHONE);
    expect(await outbox(t.deps, { userId: member.actor.id, kind: 'signInAlert' })).toEqual([]);
    expect(await devices(member.actor.id)).toEqual(['Firefox|Windows', 'Safari|iOS']);
  });

  it('signs in even when the alert cannot be queued, and reports the failure', async () => {
    const member = await memberWithAddress(t.deps, FIREFOX_WINDOWS);
    const errors: unknown[] = [];
    const background = t.deps.background;
    t.deps.background = new BackgroundTasks((error) => errors.push(error));
    await sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`.execute(t.deps.db);
    try {
      expect(await signIn(member, SAFARI_IPHONE)).toMatchObject({ username: member.actor.username });
      await t.deps.background.settled();
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toMatch(/mail_outbox/);
    } finally {
      await sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`.execute(t.deps.db);
      t.deps.background = background;
    }
  });
});
