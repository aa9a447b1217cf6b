import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { ReportEvidenceTable, ReportReason, ReportsTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable'>;

export type Report = Selectable<ReportsTable>;

/** The reporter's open (pending) report of the member made since `since`, if any. */
export function findOpenSince(db: Executor, reporterId: string, reportedUserId: string, since: Date) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('reporterId', '=', reporterId)
    .where('reportedUserId', '=', reportedUserId)
    .where('status', '=', 'pending')
    .where('reportedAt', '>=', since)
    .orderBy('reportedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface ReportFields {
  reason: ReportReason;
  description: string;
  messageId: string | null;
}

export function insert(db: Executor, reporterId: string, reportedUserId: string, fields: ReportFields) {
  return db
    .insertInto('reports')
    .values({ reporterId, reportedUserId, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Updates an open report with the reporter's newer words; a message named before is kept. Only
 * while it is still pending: undefined when a moderator decided it meanwhile.
 */
export function update(db: Executor, id: string, fields: ReportFields, at: Date) {
  return db
    .updateTable('reports')
    .set((eb) => ({
      reason: fields.reason,
      description: fields.description,
      messageId: fields.messageId ?? eb.ref('messageId'),
      updatedAt: at,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Copies messages into the report's evidence; ones already copied are skipped. Returns the count added. */
export async function addEvidence(db: Executor, rows: Insertable<ReportEvidenceTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db
    .insertInto('reportEvidence')
    .values(rows)
    .onConflict((oc) => oc.columns(['reportId', 'messageId']).doNothing())
    .returning('id')
    .execute();
  return added.length;
}

export async function countEvidence(db: Pick<Db, 'selectFrom'>, reportId: string): Promise<number> {
  const row = await db
    .selectFrom('reportEvidence')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('reportId', '=', reportId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
