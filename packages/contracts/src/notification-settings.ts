import { z } from 'zod';
import { APP_NOTIFICATION_SWITCHES, EMAIL_NOTIFICATION_SWITCHES } from './choices';
import { ZTimeZone } from './quiet-hours';
import { textKey } from './text';

/** Quiet hours start and end on the hour (accounts spec §2: 00:00–23:00). */
export const ZQuietHour = z
  .string({ error: textKey('notificationSettings.invalidQuietHour') })
  .regex(/^([01][0-9]|2[0-3]):00$/, { error: textKey('notificationSettings.invalidQuietHour') });

const switches = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<K, z.ZodBoolean>);

export const ZNotificationSettings = z
  .object({
    enableNotifications: z.boolean(),
    soundEnabled: z.boolean(),
    vibrationEnabled: z.boolean(),
    quietHours: z.object({ enabled: z.boolean(), startTime: ZQuietHour, endTime: ZQuietHour }),
    notifications: switches(APP_NOTIFICATION_SWITCHES),
    emailNotifications: switches(EMAIL_NOTIFICATION_SWITCHES),
    timeZone: z.string().nullable().meta({
      description: "Ours: the time zone the member's browser last reported; quiet hours are read in it.",
    }),
  })
  .meta({
    id: 'NotificationSettings',
    description:
      'The settings tab\'s shape (accounts spec §3 "Notification settings"); the REST shim answers it.',
  });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** A change in the tab's shape: any subset, nested parts too. */
export const ZNotificationSettingsUpdate = z
  .object({
    enableNotifications: z.boolean().optional(),
    soundEnabled: z.boolean().optional(),
    vibrationEnabled: z.boolean().optional(),
    quietHours: z
      .object({
        enabled: z.boolean().optional(),
        startTime: ZQuietHour.optional(),
        endTime: ZQuietHour.optional(),
      })
      .strict()
      .optional(),
    notifications: switches(APP_NOTIFICATION_SWITCHES).partial().strict().optional(),
    emailNotifications: switches(EMAIL_NOTIFICATION_SWITCHES).partial().strict().optional(),
    timeZone: ZTimeZone.nullable().optional().meta({
      description:
        "Null is what the settings answer holds before any browser reported one: accepted back, it changes nothing (the zone is a browser's report, not a choice a saved form could undo).",
    }),
  })
  .strict();
export type TNotificationSettingsUpdate = z.input<typeof ZNotificationSettingsUpdate>;

/** The stored table's flat shape (accounts spec §3 `user_notification_settings`), any subset. */
export const ZNotificationSettingsFlatUpdate = z
  .object({
    enableNotifications: z.boolean(),
    soundEnabled: z.boolean(),
    vibrationEnabled: z.boolean(),
    quietHoursEnabled: z.boolean(),
    quietHoursStart: ZQuietHour,
    quietHoursEnd: ZQuietHour,
    newMessages: z.boolean(),
    mentions: z.boolean(),
    reactions: z.boolean(),
    friendRequests: z.boolean(),
    photoLikes: z.boolean(),
    profileViews: z.boolean(),
    newMatches: z.boolean(),
    roomInvites: z.boolean(),
    systemUpdates: z.boolean(),
    securityAlerts: z.boolean(),
    emailDailySummary: z.boolean(),
    emailWeeklyHighlights: z.boolean(),
    emailImportantUpdates: z.boolean(),
    emailSecurityAlerts: z.boolean(),
    timeZone: ZTimeZone.nullable().meta({ description: "Null changes nothing, as in the tab's shape." }),
  })
  .partial()
  .strict();
export type TNotificationSettingsFlatUpdate = z.input<typeof ZNotificationSettingsFlatUpdate>;
