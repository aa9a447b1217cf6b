import type { TNotificationSettings } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { hasNotificationChanges, notificationChanges, QUIET_HOURS } from './notification-changes';

const SAVED: TNotificationSettings = {
  enableNotifications: true,
  soundEnabled: true,
  vibrationEnabled: true,
  quietHours: { enabled: false, startTime: '22:00', endTime: '08:00' },
  notifications: {
    newMessages: true,
    mentions: true,
    reactions: true,
    friendRequests: true,
    photoLikes: true,
    profileViews: false,
    newMatches: true,
    roomInvites: true,
    systemUpdates: true,
    securityAlerts: true,
  },
  emailNotifications: {
    dailySummary: false,
    weeklyHighlights: true,
    importantUpdates: true,
    securityAlerts: true,
  },
  timeZone: 'Europe/Berlin',
};

describe('notification changes', () => {
  it('finds nothing when nothing changed', () => {
    expect(notificationChanges(SAVED, structuredClone(SAVED))).toEqual({});
    expect(hasNotificationChanges(SAVED, structuredClone(SAVED))).toBe(false);
  });

  it('sends only what changed, nested parts as parts', () => {
    const draft = structuredClone(SAVED);
    draft.soundEnabled = false;
    draft.quietHours.startTime = '23:00';
    draft.notifications.mentions = false;
    expect(notificationChanges(SAVED, draft)).toEqual({
      soundEnabled: false,
      quietHours: { startTime: '23:00' },
      notifications: { mentions: false },
    });
    expect(hasNotificationChanges(SAVED, draft)).toBe(true);
  });

  it('offers the 24 full hours', () => {
    expect(QUIET_HOURS).toHaveLength(24);
    expect(QUIET_HOURS[0]).toBe('00:00');
    expect(QUIET_HOURS[23]).toBe('23:00');
  });
});
