import {
  type TAdminReportRow,
  type TAdminUser,
  type TAdminUserDetail,
  type TAdminUsersPage,
  ZAdminUserIdInput,
  ZAdminUsersInput,
} from '@nahbar/contracts';
import { type User, usersQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { memberStatus, statusUntil } from '../policy/standing';
import { listAudit } from './audit';

type Listed = Omit<User, 'passwordHash'> & { lastWarningAt: Date | null };

function toAdminUser(user: Listed, now: Date): TAdminUser {
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
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let base = deps.db.selectFrom('users as u');
  if (query) {
    base = base.where((eb) =>
      eb.or([eb('u.username', 'ilike', pattern), eb('u.displayName', 'ilike', pattern)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll('u')
      .select((eb) =>
        eb
          .selectFrom('userModerationActions as a')
          .select((a) => a.fn.max('a.performedAt').as('at'))
          .whereRef('a.userId', '=', 'u.id')
          .where('a.actionType', '=', 'warning')
          .as('lastWarningAt'),
      )
      .orderBy('u.createdAt', 'desc')
      .orderBy('u.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const now = deps.clock.now();
  return {
    users: rows.map(({ passwordHash: _secret, ...row }) =>
      toAdminUser({ ...row, lastWarningAt: row.lastWarningAt ? new Date(row.lastWarningAt) : null }, now),
    ),
    total: Number(total.n),
    page,
    pageSize,
  };
}

const RECENT_MESSAGES = 20;

/** One member for the detail view: profile, reports by and about them, history, recent messages. */
export async function adminUserDetail(deps: AppDeps, raw: unknown): Promise<TAdminUserDetail> {
  const { userId } = parseInput(ZAdminUserIdInput, raw);
  const user = await usersQueries.findById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const reports = (column: 'reportedUserId' | 'reporterId') =>
    deps.db
      .selectFrom('reports')
      .select(['id', 'reason', 'description', 'status', 'reportedAt'])
      .where(column, '=', userId)
      .orderBy('reportedAt', 'desc')
      .limit(50)
      .execute();
  const [against, filed, history, messages, warning] = await Promise.all([
    reports('reportedUserId'),
    reports('reporterId'),
    listAudit(deps, userId),
    deps.db
      .selectFrom('messages as m')
      .innerJoin('rooms as r', 'r.id', 'm.roomId')
      .select(['m.id', 'm.roomId', 'r.name', 'm.content', 'm.createdAt'])
      .where('m.userId', '=', userId)
      // Private chats stay the two members' own: a report hands over what a moderator needs.
      .where('r.isDirect', '=', false)
      .orderBy('m.createdAt', 'desc')
      .limit(RECENT_MESSAGES)
      .execute(),
    deps.db
      .selectFrom('userModerationActions')
      .select((eb) => eb.fn.max('performedAt').as('at'))
      .where('userId', '=', userId)
      .where('actionType', '=', 'warning')
      .executeTakeFirst(),
  ]);
  const { passwordHash: _secret, ...row } = user;
  const toReport = (r: (typeof against)[number]): TAdminReportRow => ({
    ...r,
    reportedAt: r.reportedAt.toISOString(),
  });
  return {
    user: {
      ...toAdminUser({ ...row, lastWarningAt: warning?.at ? new Date(warning.at) : null }, deps.clock.now()),
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
