import { type TModerationData, ZReportDecisionInput } from '@nahbar/contracts';
import { reportsQueueQueries, usersQueries } from '@nahbar/db';
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
  const rows = await reportsQueueQueries.openReports(deps.db, QUEUE_LIMIT);
  const [evidence, byStatus] = await Promise.all([
    reportsQueueQueries.evidenceOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    reportsQueueQueries.countByStatus(deps.db),
  ]);
  const openAgainst = new Map<string, number>();
  for (const row of rows) {
    if (row.reportedUserId)
      openAgainst.set(row.reportedUserId, (openAgainst.get(row.reportedUserId) ?? 0) + 1);
  }
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
  const report = await reportsQueueQueries.findById(deps.db, reportId);
  if (!report) throw new AppError('NOT_FOUND', 'admin.reportNotFound');
  if (!NEXT[report.status]?.includes(status)) throw new AppError('CONFLICT', 'admin.reportAlreadyClosed');
  // Two admins deciding at once: the second finds it moved on.
  const decided = await reportsQueueQueries.decide(deps.db, reportId, report.status, {
    status,
    adminNotes: adminNotes ?? report.adminNotes,
    reviewedBy: admin.id,
    reviewedAt: deps.clock.now(),
  });
  if (!decided) throw new AppError('CONFLICT', 'admin.reportAlreadyClosed');
  const reported = report.reportedUserId
    ? await usersQueries.findById(deps.db, report.reportedUserId)
    : undefined;
  const target = reported ? { id: reported.id, username: reported.username } : null;
  await recordAudit(deps, admin, {
    action: `report_${status}`,
    target,
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
