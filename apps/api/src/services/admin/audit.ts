import type { TAuditEntry } from '@nahbar/contracts';
import { auditQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';

export interface AuditEntry {
  action: string;
  target?: { id: string; username: string } | null;
  roomId?: string | null;
  reportId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends one admin action to the log (who, what, whom, when, why). Nothing in the app changes
 * or removes an entry; erasing an account clears the names it appears under.
 */
export async function recordAudit(deps: AppDeps, admin: Actor, entry: AuditEntry): Promise<void> {
  await auditQueries.append(deps.db, {
    adminId: admin.id,
    adminName: admin.username,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetName: entry.target?.username ?? null,
    targetRoomId: entry.roomId ?? null,
    targetReportId: entry.reportId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ? JSON.stringify(entry.details) : null,
    createdAt: deps.clock.now(),
  });
}

export const AUDIT_LIST_LIMIT = 200;

/** The newest entries of the log, for the dashboard. */
export async function listAudit(deps: AppDeps, targetUserId?: string): Promise<TAuditEntry[]> {
  const rows = await auditQueries.listNewest(deps.db, AUDIT_LIST_LIMIT, targetUserId);
  return rows.map((row) => ({
    id: row.id,
    adminId: row.adminId,
    adminName: row.adminName,
    action: row.action,
    targetUserId: row.targetUserId,
    targetName: row.targetName,
    targetRoomId: row.targetRoomId,
    targetReportId: row.targetReportId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
