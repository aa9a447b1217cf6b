import { accountExportQueries, knownDevicesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { emailStatusOf } from '../email/set-email';
import { listUsersFor } from '../friends/list-users-for';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The parts of the export beyond profile, messages and lists (GDPR Art. 15): rooms the member
 * created, how far they have read, friend requests that were answered or withdrawn, and what
 * moderation holds about them (measures with their reasons, reports about them without who
 * filed them), the e-mail address (verified and waiting) and the browsers the account knows.
 */
export async function exportRecords(deps: AppDeps, actor: Actor) {
  const db = deps.db;
  const [rooms, positions, settled, measures, reports, email, devices] = await Promise.all([
    accountExportQueries.roomsCreatedBy(db, actor.id),
    accountExportQueries.readPositionsOf(db, actor.id),
    accountExportQueries.settledFriendRequestsOf(db, actor.id),
    accountExportQueries.measuresAgainst(db, actor.id),
    accountExportQueries.reportsAbout(db, actor.id),
    emailStatusOf(deps, actor.id),
    knownDevicesQueries.listOf(db, actor.id),
  ]);
  const others = settled.map((r) => (r.senderId === actor.id ? r.receiverId : r.senderId));
  // The other side as the member sees them now (the policy decides); null if they are gone.
  const users = await listUsersFor(deps, actor, [...new Set(others)]);
  return {
    email,
    knownDevices: devices.map((d) => ({
      device: d.deviceKey,
      firstSeenAt: d.firstSeenAt.toISOString(),
      lastSeenAt: d.lastSeenAt.toISOString(),
    })),
    roomsCreated: rooms.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    readPositions: positions.map((p) => ({
      roomId: p.roomId,
      // A private chat's stored name is made of its two members' names: as in `messages`, none.
      roomName: p.isDirect ? null : p.roomName,
      isPrivateChat: p.isDirect,
      joinedAt: p.joinedAt.toISOString(),
      lastReadSequence: p.lastReadSequence,
    })),
    answeredFriendRequests: settled.map((r, i) => ({
      id: r.id,
      direction: r.senderId === actor.id ? ('sent' as const) : ('received' as const),
      status: r.status,
      sentAt: r.createdAt.toISOString(),
      answeredAt: iso(r.respondedAt),
      otherUser: users.get(others[i] ?? '') ?? null,
    })),
    moderation: {
      measures: measures.map((m) => ({
        type: m.actionType,
        reason: m.reason,
        at: m.performedAt.toISOString(),
        until: iso(m.expiresAt),
      })),
      reportsAboutYou: reports.map((r) => ({
        reason: r.reason,
        status: r.status,
        reportedAt: r.reportedAt.toISOString(),
      })),
    },
  };
}
