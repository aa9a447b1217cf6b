import { EXPORT_MESSAGE_LIMIT } from '@nahbar/contracts';
import {
  accountExportQueries,
  notificationSettingsQueries,
  pushSubscriptionsQueries,
  roomMembersQueries,
  usersQueries,
} from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { listBlocked } from '../blocks/list-blocked';
import { listFriendRequests, listFriends } from '../friends/list-friends';
import { getContactFilters } from '../privacy/contact-filters';
import { getPrivacySettings } from '../privacy/privacy-settings';
import { toSessionUser } from '../users/to-session-user';
import { getCookieConsent } from './cookie-consent';
import { exportRecords } from './export-records';

/**
 * Everything Nahbar holds about the member (accounts spec §7, §9; GDPR Art. 15 and 20), as one
 * JSON document: never a password hash, session secrets or another member's private fields
 * (others appear as the member sees them, through the policy).
 */
export async function exportData(deps: AppDeps, actor: Actor) {
  // The one place every export counts: the JSON file, the ZIP built on it and tRPC alike.
  await deps.limits.hit('exports', actor.id);
  const user = await usersQueries.findById(deps.db, actor.id);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const db = deps.db;
  const [profile, privacy, filters, consent, friends, received, sent, blocked, records] = await Promise.all([
    toSessionUser(db, user),
    getPrivacySettings(deps, actor),
    getContactFilters(deps, actor),
    getCookieConsent(deps, actor),
    listFriends(deps, actor),
    listFriendRequests(deps, actor, 'received'),
    listFriendRequests(deps, actor, 'sent'),
    listBlocked(deps, actor),
    exportRecords(deps, actor),
  ]);
  const [photos, messages, reactions, reports, notifications, notificationSettings, sessions, push, levels] =
    await Promise.all([
      accountExportQueries.profilePhotosOf(db, actor.id),
      accountExportQueries.messagesOf(db, actor.id, EXPORT_MESSAGE_LIMIT),
      accountExportQueries.reactionsOf(db, actor.id),
      accountExportQueries.reportsFiledBy(db, actor.id),
      accountExportQueries.notificationsOf(db, actor.id),
      notificationSettingsQueries.find(db, actor.id),
      accountExportQueries.sessionsOf(db, actor.id),
      pushSubscriptionsQueries.listOf(db, actor.id),
      roomMembersQueries.quietenedRoomsOf(db, actor.id),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    format: 'nahbar-export/1',
    profile: { ...profile, coordinates: { latitude: user.latitude, longitude: user.longitude } },
    // The verified address with its date, and one waiting for its link (`pendingEmail`).
    email: { ...records.email, verifiedAt: user.emailVerifiedAt?.toISOString() ?? null },
    knownDevices: records.knownDevices,
    settings: {
      privacy,
      contactFilters: filters,
      notifications: notificationSettings ? withoutUserId(notificationSettings) : null,
      cookieConsent: consent,
      language: user.locale,
      roomNotificationLevels: levels,
    },
    photos,
    // Each message as it is now: `editedAt` when it was edited, `replyToId` the one it answers,
    // `removedAt` when it was deleted or removed (its words are gone from the database too).
    messages: messages.map((m) => ({ ...m, roomName: m.isDirect ? null : m.roomName })),
    reactions,
    roomsCreated: records.roomsCreated,
    readPositions: records.readPositions,
    friends,
    friendRequests: { received, sent, answered: records.answeredFriendRequests },
    blockedUsers: blocked,
    reportsFiled: reports,
    moderation: records.moderation,
    notifications,
    sessions: sessions.map((s) => ({
      signedInAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent,
    })),
    // The push address itself is the browser's key to its notifications: only its service is named.
    notifiedBrowsers: push.map((p) => ({
      pushService: new URL(p.endpoint).origin,
      userAgent: p.userAgent,
      addedAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

export type DataExport = Awaited<ReturnType<typeof exportData>>;

function withoutUserId<T extends { userId: string }>(row: T): Omit<T, 'userId'> {
  const { userId: _, ...rest } = row;
  return rest;
}
