import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { AdminAuditLogTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto'>;

export type AuditRow = Selectable<AdminAuditLogTable>;

/** Appends one entry; the app never changes or removes one (an erasure clears names: erasure.ts). */
export async function append(db: Executor, entry: Insertable<AdminAuditLogTable>): Promise<void> {
  await db.insertInto('adminAuditLog').values(entry).execute();
}

/** The newest `limit` entries, all of them or only those about one member. */
export function listNewest(db: Executor, limit: number, targetUserId?: string): Promise<AuditRow[]> {
  let query = db.selectFrom('adminAuditLog').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  if (targetUserId) query = query.where('targetUserId', '=', targetUserId);
  return query.limit(limit).execute();
}
