import {
  type TAdminReportRow,
  type TAdminUser,
  type TAdminUserDetail,
  type TAdminUsersPage,
  ZAdminUserIdInput,
  ZAdminUsersInput,
} from '@nahbar/contracts';
import { adminUsersQueries, type ListedUser, usersQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { memberStatus, statusUntil } from '../policy/standing';
import { listAudit } from './audit';

function toAdminUser(user: ListedUser, now: Date): TAdminUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    gender: user.gender || null,
    location: user.location || null,
    role: user.role,
    isBanned: user.isBanned,
    isOnline: user.isOnline,
    lastSeen: user.lastSeen?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    status: memberStatus(user, user.lastWarningAt, now),
    statusUntil: statusUntil(user, now)?.toISOString() ?? null,
  };
}

/** Members, newest first, searched by username or display name, a page at a time; no secrets. */
export async function listAdminUsers(deps: AppDeps, raw: unknown): Promise<TAdminUsersPage> {
  const { query, page, pageSize } = parseInput(ZAdminUsersInput, raw ?? {});
  const { users, total } = await adminUsersQueries.page(deps.db, {
    search: query,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const now = deps.clock.now();
  return {
    users: users.map((user) => toAdminUser(user, now)),
    total,
    page,
    pageSize,
  };
}

const RECENT_MESSAGES = 20;
const REPORTS_SHOWN = 50;

/** One member for the detail view: profile, reports by and about them, history, recent messages. */
export async function adminUserDetail(deps: AppDeps, raw: unknown): Promise<TAdminUserDetail> {
  const { userId } = parseInput(ZAdminUserIdInput, raw);
  const user = await usersQueries.findById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const [against, filed, history, messages, lastWarningAt] = await Promise.all([
    adminUsersQueries.reportsNaming(deps.db, 'reportedUserId', userId, REPORTS_SHOWN),
    adminUsersQueries.reportsNaming(deps.db, 'reporterId', userId, REPORTS_SHOWN),
    listAudit(deps, userId),
    adminUsersQueries.recentRoomMessagesOf(deps.db, userId, RECENT_MESSAGES),
    adminUsersQueries.lastWarningAt(deps.db, userId),
  ]);
  const { passwordHash: _secret, ...row } = user;
  const toReport = (r: (typeof against)[number]): TAdminReportRow => ({
    ...r,
    reportedAt: r.reportedAt.toISOString(),
  });
  return {
    user: {
      ...toAdminUser({ ...row, lastWarningAt }, deps.clock.now()),
      age: user.age,
      bio: user.bio,
      banReason: user.banReason,
    },
    reportsAgainst: against.map(toReport),
    reportsFiled: filed.map(toReport),
    history,
    recentMessages: messages.map((m) => ({
      id: m.id,
      roomId: m.roomId,
      roomName: m.name,
      content: m.content,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
