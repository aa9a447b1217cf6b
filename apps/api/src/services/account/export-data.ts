import { EXPORT_MESSAGE_LIMIT } from '@nahbar/contracts';
import { pushSubscriptionsQueries, roomMembersQueries, usersQueries } from '@nahbar/db';
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
  const [photos, messages, reports, notifications, notificationSettings, sessions, push, levels] =
    await Promise.all([
      db
        .selectFrom('userPhotos')
        .select(['id', 'photoUrl', 'fileName', 'isPrimary', 'uploadedAt'])
        .where('userId', '=', actor.id)
        .orderBy('uploadedAt')
        .execute(),
      db
        .selectFrom('messages as m')
        .innerJoin('rooms as r', 'r.id', 'm.roomId')
        .select([
          'm.id',
          'm.roomId',
          'r.name as roomName',
          'r.isDirect',
          'm.content',
          'm.messageType',
          'm.photoUrl',
          'm.photoFileName',
          'm.createdAt',
        ])
        .where('m.userId', '=', actor.id)
        .orderBy('m.createdAt', 'desc')
        .limit(EXPORT_MESSAGE_LIMIT)
        .execute(),
      db
        .selectFrom('reports')
        .select(['id', 'reportedUserId', 'reason', 'description', 'status', 'reportedAt', 'messageId'])
        .where('reporterId', '=', actor.id)
        .orderBy('reportedAt')
        .execute(),
      db
        .selectFrom('notifications')
        .select(['id', 'type', 'title', 'body', 'data', 'read', 'createdAt'])
        .where('userId', '=', actor.id)
        .orderBy('createdAt', 'desc')
        .execute(),
      db.selectFrom('userNotificationSettings').selectAll().where('userId', '=', actor.id).executeTakeFirst(),
      // Never a session's id: it is the secret that signs the member in.
      db
        .selectFrom('sessions')
        .select(['createdAt', 'lastUsedAt', 'expiresAt', 'userAgent'])
        .where('userId', '=', actor.id)
        .execute(),
      pushSubscriptionsQueries.listOf(db, actor.id),
      roomMembersQueries.quietenedRoomsOf(db, actor.id),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    format: 'nahbar-export/1',
    profile: { ...profile, coordinates: { latitude: user.latitude, longitude: user.longitude } },
    settings: {
      privacy,
      contactFilters: filters,
      notifications: notificationSettings ? withoutUserId(notificationSettings) : null,
      cookieConsent: consent,
      language: user.locale,
      roomNotificationLevels: levels,
    },
    photos,
    messages: messages.map((m) => ({ ...m, roomName: m.isDirect ? null : m.roomName })),
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
