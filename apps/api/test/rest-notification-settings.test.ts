import { TEXT, ZNotificationSettings } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, toNestedSettings } from '../src/services/notifications/notification-settings';
import { liveMember } from './live-fixtures';
import { liveTestBed } from './live-test-bed';

/** Accounts spec §3, §7: `GET/PUT /api/users/{id}/notification-settings`, in both shapes. */
describe.each(testDatabaseKinds())('notification settings on $name', (kind) => {
  const bed = liveTestBed(kind);
  const { call } = bed;
  const path = (id: string) => `/api/users/${id}/notification-settings`;

  it('answers the table’s defaults in the settings tab’s shape, quiet hours off 22:00–08:00', async () => {
    const ann = await liveMember(bed.t.app);
    const res = await call('GET', path(ann.id), ann.cookie);
    expect(res.statusCode).toBe(200);
    const settings = ZNotificationSettings.parse(res.json());
    expect(settings).toEqual(toNestedSettings(NOTIFICATION_DEFAULTS));
    expect(settings.quietHours).toEqual({ enabled: false, startTime: '22:00', endTime: '08:00' });
    expect(settings.notifications.profileViews).toBe(false);
    expect(settings.emailNotifications.dailySummary).toBe(false);
  });

  it('takes a change in the nested shape and in the flat one, keeping what it was not told', async () => {
    const ann = await liveMember(bed.t.app);
    const nested = await call('PUT', path(ann.id), ann.cookie, {
      quietHours: { enabled: true, startTime: '23:00' },
      notifications: { mentions: false },
    });
    expect(nested.statusCode).toBe(200);
    expect(nested.json()).toMatchObject({
      quietHours: { enabled: true, startTime: '23:00', endTime: '08:00' },
      notifications: { mentions: false, friendRequests: true },
    });
    const flat = await call('PUT', path(ann.id), ann.cookie, {
      emailDailySummary: true,
      quietHoursEnd: '06:00',
    });
    expect(flat.json()).toMatchObject({
      quietHours: { enabled: true, startTime: '23:00', endTime: '06:00' },
      notifications: { mentions: false },
      emailNotifications: { dailySummary: true },
    });
    expect((await call('GET', path(ann.id), ann.cookie)).json()).toEqual(flat.json());
  });

  it('refuses hours off the hour and unknown keys, and stores nothing', async () => {
    const ann = await liveMember(bed.t.app);
    for (const payload of [
      { quietHours: { startTime: '22:30' } },
      { quietHoursStart: '24:00' },
      { quietHoursEnd: '7:00' },
    ]) {
      const res = await call('PUT', path(ann.id), ann.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: TEXT.notificationSettings.invalidQuietHour });
    }
    expect((await call('PUT', path(ann.id), ann.cookie, { isAdmin: true })).statusCode).toBe(400);
    expect(
      (await call('PUT', path(ann.id), ann.cookie, { notifications: { mentions: 'no' } })).statusCode,
    ).toBe(400);
    expect((await call('GET', path(ann.id), ann.cookie)).json()).toEqual(
      toNestedSettings(NOTIFICATION_DEFAULTS),
    );
  });

  it('is one’s own only', async () => {
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    expect((await call('GET', path(ben.id), ann.cookie)).statusCode).toBe(403);
    expect((await call('PUT', path(ben.id), ann.cookie, { mentions: false })).statusCode).toBe(403);
    expect((await call('GET', path(ann.id), null)).statusCode).toBe(401);
  });

  it('the stored switches decide what is created', async () => {
    const ann = await liveMember(bed.t.app);
    const ben = await liveMember(bed.t.app);
    await call('PUT', path(ben.id), ben.cookie, { notifications: { friendRequests: false } });
    await call('POST', '/api/friend-requests', ann.cookie, { receiverId: ben.id });
    expect((await call('GET', `/api/users/${ben.id}/notifications`, ben.cookie)).json()).toEqual([]);
  });
});
