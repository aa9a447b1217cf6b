import { describe, expect, it } from 'vitest';
import { APP_NOTIFICATION_SWITCHES } from './choices';
import { APP_NOTIFICATION_SWITCHES_IN_USE, NOTIFICATION_SWITCH } from './notifications';

describe('the notification switches in use', () => {
  it('are those some notification obeys, in the settings’ order', () => {
    expect(APP_NOTIFICATION_SWITCHES_IN_USE).toEqual([
      'newMessages',
      'mentions',
      'friendRequests',
      'roomInvites',
      'systemUpdates',
    ]);
  });

  it('leave out the switches of features still to come', () => {
    for (const waiting of [
      'reactions',
      'photoLikes',
      'profileViews',
      'newMatches',
      'securityAlerts',
    ] as const) {
      expect(APP_NOTIFICATION_SWITCHES).toContain(waiting);
      expect(APP_NOTIFICATION_SWITCHES_IN_USE).not.toContain(waiting);
    }
  });

  it('follow the types: a type given a switch puts it in use', () => {
    const used = new Set(Object.values(NOTIFICATION_SWITCH).filter((key) => key !== null));
    expect(new Set(APP_NOTIFICATION_SWITCHES_IN_USE)).toEqual(used);
  });
});
