import type { TNotificationSettings, TNotificationSettingsUpdate } from '@nahbar/contracts';

type Group = 'quietHours' | 'notifications' | 'emailNotifications';
const GROUPS: readonly Group[] = ['quietHours', 'notifications', 'emailNotifications'];

function changedIn<T extends Record<string, unknown>>(saved: T, draft: T): Partial<T> | undefined {
  const changes: Partial<T> = {};
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (draft[key] !== saved[key]) changes[key] = draft[key];
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * What the member changed, in the tab's nested shape: only these are sent (the update takes any
 * subset), so a change made meanwhile on another device to another switch is not overwritten.
 */
export function notificationChanges(
  saved: TNotificationSettings,
  draft: TNotificationSettings,
): TNotificationSettingsUpdate {
  const changes: TNotificationSettingsUpdate = {};
  for (const key of ['enableNotifications', 'soundEnabled', 'vibrationEnabled'] as const) {
    if (draft[key] !== saved[key]) changes[key] = draft[key];
  }
  for (const group of GROUPS) {
    const part = changedIn<Record<string, unknown>>(saved[group], draft[group]);
    if (part) Object.assign(changes, { [group]: part });
  }
  return changes;
}

/** Accounts spec §2: the notification save control appears only after a change. */
export function hasNotificationChanges(saved: TNotificationSettings, draft: TNotificationSettings): boolean {
  return Object.keys(notificationChanges(saved, draft)).length > 0;
}

/** The hours quiet hours may start or end at: 00:00 to 23:00. */
export const QUIET_HOURS: readonly string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);
