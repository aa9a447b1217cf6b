import { type TModerationData, ZReportDecisionInput } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { notify } from '../notifications/notify';
import { recordAudit } from './audit';

const QUEUE_LIMIT = 200;

/**
 * The report queue (`GET /api/admin/moderation-data`): open reports (pending, then reviewed)
 * newest first, each with who reported whom, why, the message and the evidence, and the counts
 * by status.
 */
export async function moderationData(deps: AppDeps): Promise<TModerationData> {
  const { db } = deps;
  const rows = await db
    .selectFrom('reports as r')
    .leftJoin('users as reporter', 'reporter.id', 'r.reporterId')
    .leftJoin('users as reported', 'reported.id', 'r.reportedUserId')
    .leftJoin('messages as m', 'm.id', 'r.messageId')
    .select([
      'r.id',
      'r.status',
      'r.reason',
      'r.description',
      'r.reportedAt',
      'r.reviewedAt',
      'r.adminNotes',
      'r.reporterId',
      'reporter.username as reporterName',
      'r.reportedUserId',
      'reported.username as reportedName',
      'reported.isBanned as reportedBanned',
      'reported.isMuted as reportedMuted',
      'm.id as messageId',
      'm.roomId as messageRoomId',
      'm.content as messageContent',
      'm.photoUrl as messagePhotoUrl',
    ])
    .where('r.status', 'in', ['pending', 'reviewed'])
    .orderBy('r.reportedAt', 'desc')
    .limit(QUEUE_LIMIT)
    .execute();
  const ids = rows.map((r) => r.id);
  const [evidence, counts] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('reportEvidence')
          .select(['reportId', 'messageId', 'authorUsername', 'content', 'photoUrl', 'sentAt'])
          .where('reportId', 'in', ids)
          .orderBy('sequenceId')
          .execute(),
    db
      .selectFrom('reports')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const openAgainst = new Map<string, number>();
  for (const row of rows) {
    if (row.reportedUserId)
      openAgainst.set(row.reportedUserId, (openAgainst.get(row.reportedUserId) ?? 0) + 1);
  }
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  return {
    reports: rows.map((row) => ({
      id: row.id,
      status: row.status,
      reason: row.reason,
      description: row.description,
      reportedAt: row.reportedAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      adminNotes: row.adminNotes,
      reporter:
        row.reporterId && row.reporterName ? { id: row.reporterId, username: row.reporterName } : null,
      reported:
        row.reportedUserId && row.reportedName
          ? {
              id: row.reportedUserId,
              username: row.reportedName,
              isBanned: row.reportedBanned ?? false,
              isMuted: row.reportedMuted ?? false,
            }
          : null,
      openAgainstReported: row.reportedUserId ? (openAgainst.get(row.reportedUserId) ?? 1) : 1,
      message:
        row.messageId && row.messageRoomId
          ? {
              id: row.messageId,
              roomId: row.messageRoomId,
              content: row.messageContent ?? '',
              photoUrl: row.messagePhotoUrl ?? null,
            }
          : null,
      evidence: evidence
        .filter((e) => e.reportId === row.id)
        .map((e) => ({
          messageId: e.messageId,
          authorUsername: e.authorUsername,
          content: e.content,
          photoUrl: e.photoUrl,
          sentAt: e.sentAt.toISOString(),
        })),
    })),
    counts: {
      pending: byStatus.pending ?? 0,
      reviewed: byStatus.reviewed ?? 0,
      resolved: byStatus.resolved ?? 0,
      dismissed: byStatus.dismissed ?? 0,
    },
  };
}

/** Where a report may go next: pending to any decision, reviewed to a final one, and no further. */
const NEXT: Record<string, readonly string[]> = {
  pending: ['reviewed', 'resolved', 'dismissed'],
  reviewed: ['resolved', 'dismissed'],
  resolved: [],
  dismissed: [],
};

/**
 * Moves a report on (pending → reviewed → resolved or dismissed), with the admin's notes, who and
 * when. A final decision tells the reporter their report was looked into, without what was done.
 */
export async function decideReport(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const { reportId, status, adminNotes } = parseInput(ZReportDecisionInput, raw);
  const report = await deps.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!report) throw new AppError('NOT_FOUND', 'admin.reportNotFound');
  if (!NEXT[report.status]?.includes(status)) throw new AppError('CONFLICT', 'admin.reportAlreadyClosed');
  const updated = await deps.db
    .updateTable('reports')
    .set({
      status,
      adminNotes: adminNotes ?? report.adminNotes,
      reviewedBy: admin.id,
      reviewedAt: deps.clock.now(),
    })
    .where('id', '=', reportId)
    // Two admins deciding at once: the second finds it moved on.
    .where('status', '=', report.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('CONFLICT', 'admin.reportAlreadyClosed');
  const target = report.reportedUserId
    ? await deps.db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', '=', report.reportedUserId)
        .executeTakeFirst()
    : undefined;
  await recordAudit(deps, admin, {
    action: `report_${status}`,
    target: target ?? null,
    reportId,
    reason: adminNotes,
  });
  if ((status === 'resolved' || status === 'dismissed') && report.reporterId) {
    await notify(deps, report.reporterId, 'system', (m) => ({
      title: m.admin.reportDecidedTitle,
      body: m.admin.reportDecidedBody,
    }));
  }
  return { success: true };
}
