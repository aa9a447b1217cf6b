import type { Messages, TEmailNotificationSwitch } from '@nahbar/contracts';

/** The name of each e-mail notice, as its switch and the unsubscribe page call it. */
export const EMAIL_SWITCH_LABEL: Record<TEmailNotificationSwitch, (m: Messages) => string> = {
  dailySummary: (m) => m.notificationSettings.dailySummary,
  weeklyHighlights: (m) => m.notificationSettings.weeklyHighlights,
  importantUpdates: (m) => m.notificationSettings.importantUpdates,
  securityAlerts: (m) => m.notificationSettings.emailSecurityAlerts,
};
