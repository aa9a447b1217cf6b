import type { Db } from '../create-db';
import type { ReportStatus } from '../schema';
import type { Report } from './reports';

type Executor = Pick<Db, 'selectFrom' | 'updateTable'>;

/**
 * Open reports (pending and reviewed), newest first, at most `limit`: who reported whom (their
 * names and standing), why, and the message the report was made from.
 */
export function openReports(db: Executor, limit: number) {
  return db
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
    .limit(limit)
    .execute();
}

/** The evidence kept with these reports, in the order the messages were sent. */
export async function evidenceOf(db: Executor, reportIds: readonly string[]) {
  if (reportIds.length === 0) return [];
  return db
    .selectFrom('reportEvidence')
    .select(['reportId', 'messageId', 'authorUsername', 'content', 'photoUrl', 'sentAt'])
    .where('reportId', 'in', [...reportIds])
    .orderBy('sequenceId')
    .execute();
}

/** How many reports there are in each status (a status with none is left out). */
export async function countByStatus(db: Executor): Promise<Partial<Record<ReportStatus, number>>> {
  const rows = await db
    .selectFrom('reports')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export function findById(db: Executor, id: string): Promise<Report | undefined> {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Decision {
  status: ReportStatus;
  adminNotes: string | null;
  reviewedBy: string;
  reviewedAt: Date;
}

/**
 * Records a moderator's decision, only while the report is still in status `from`: false when
 * another moderator moved it on meanwhile.
 */
export async function decide(
  db: Executor,
  id: string,
  from: ReportStatus,
  decision: Decision,
): Promise<boolean> {
  const updated = await db
    .updateTable('reports')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
