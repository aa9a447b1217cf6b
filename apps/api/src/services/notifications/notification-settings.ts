import {
  type TNotificationSettings,
  ZNotificationSettingsFlatUpdate,
  ZNotificationSettingsUpdate,
} from '@nahbar/contracts';
import { type NotificationSettingsRow, notificationSettingsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';

type Columns = Omit<NotificationSettingsRow, 'userId'>;

/** The table's defaults (accounts spec §3): a member with no stored row has these. */
export const NOTIFICATION_DEFAULTS: Columns = {
  enableNotifications: true,
  soundEnabled: true,
  vibrationEnabled: true,
  quietHoursEnabled: false,
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
  newMessages: true,
  mentions: true,
  reactions: true,
  friendRequests: true,
  photoLikes: true,
  newMatches: true,
  roomInvites: true,
  systemUpdates: true,
  securityAlerts: true,
  profileViews: false,
  emailDailySummary: false,
  emailWeeklyHighlights: true,
  emailImportantUpdates: true,
  emailSecurityAlerts: true,
  timeZone: null,
};

/** The stored columns in the settings tab's nested shape. */
export function toNestedSettings(c: Columns): TNotificationSettings {
  return {
    enableNotifications: c.enableNotifications,
    soundEnabled: c.soundEnabled,
    vibrationEnabled: c.vibrationEnabled,
    quietHours: { enabled: c.quietHoursEnabled, startTime: c.quietHoursStart, endTime: c.quietHoursEnd },
    notifications: {
      newMessages: c.newMessages,
      mentions: c.mentions,
      reactions: c.reactions,
      friendRequests: c.friendRequests,
      photoLikes: c.photoLikes,
      profileViews: c.profileViews,
      newMatches: c.newMatches,
      roomInvites: c.roomInvites,
      systemUpdates: c.systemUpdates,
      securityAlerts: c.securityAlerts,
    },
    emailNotifications: {
      dailySummary: c.emailDailySummary,
      weeklyHighlights: c.emailWeeklyHighlights,
      importantUpdates: c.emailImportantUpdates,
      securityAlerts: c.emailSecurityAlerts,
    },
    timeZone: c.timeZone,
  };
}

function withoutUndefined(values: Record<string, unknown>): Partial<Columns> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<Columns>;
}

/**
 * A change in either shape the spec shows, as stored columns: the table's flat names are the
 * columns themselves; the tab's nested shape is recognised by its `quietHours`,
 * `notifications` or `emailNotifications` parts. Keys of neither shape are refused.
 */
export function columnsOfUpdate(raw: unknown): Partial<Columns> {
  const isNested =
    typeof raw === 'object' &&
    raw !== null &&
    ['quietHours', 'notifications', 'emailNotifications'].some((key) => key in raw);
  if (!isNested) {
    const flat = parseInput(ZNotificationSettingsFlatUpdate, raw ?? {});
    // A null time zone (the answer's before any report) keeps the stored one.
    return withoutUndefined({ ...flat, timeZone: flat.timeZone ?? undefined });
  }
  const n = parseInput(ZNotificationSettingsUpdate, raw);
  return withoutUndefined({
    enableNotifications: n.enableNotifications,
    soundEnabled: n.soundEnabled,
    vibrationEnabled: n.vibrationEnabled,
    quietHoursEnabled: n.quietHours?.enabled,
    quietHoursStart: n.quietHours?.startTime,
    quietHoursEnd: n.quietHours?.endTime,
    ...n.notifications,
    emailDailySummary: n.emailNotifications?.dailySummary,
    emailWeeklyHighlights: n.emailNotifications?.weeklyHighlights,
    emailImportantUpdates: n.emailNotifications?.importantUpdates,
    emailSecurityAlerts: n.emailNotifications?.securityAlerts,
    timeZone: n.timeZone ?? undefined,
  });
}

async function storedColumns(deps: AppDeps, userId: string): Promise<Columns> {
  const row = await notificationSettingsQueries.find(deps.db, userId);
  if (!row) return NOTIFICATION_DEFAULTS;
  const { userId: _owner, ...columns } = row;
  return columns;
}

/** The member's notification settings, in the settings tab's shape. */
export async function getNotificationSettings(deps: AppDeps, actor: Actor): Promise<TNotificationSettings> {
  return toNestedSettings(await storedColumns(deps, actor.id));
}

/** Changes any subset of the member's settings (either shape); the rest stays as it was. */
export async function updateNotificationSettings(
  deps: AppDeps,
  actor: Actor,
  raw: unknown,
): Promise<TNotificationSettings> {
  const changes = columnsOfUpdate(raw);
  await deps.limits.hit('settings', actor.id);
  if (Object.keys(changes).length > 0) {
    await notificationSettingsQueries.upsert(deps.db, actor.id, changes);
  }
  return getNotificationSettings(deps, actor);
}
