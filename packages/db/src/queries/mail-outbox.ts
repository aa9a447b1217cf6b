import type { Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { MailOutboxTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'deleteFrom' | 'updateTable'>;

export type MailOutboxRow = Selectable<MailOutboxTable>;

export interface NewOutboxMail {
  userId: string | null;
  toAddress: string;
  kind: string;
  locale: 'de' | 'en';
  data: unknown;
  dedupeKey?: string | null;
  /** When it may go out; default: now, by the database's clock. */
  nextAttemptAt?: Date;
}

/**
 * Queues a mail; answers false when a mail with the same dedupe key exists already (a digest of
 * the same period), true when queued.
 */
export async function insert(db: Executor, mail: NewOutboxMail): Promise<boolean> {
  const inserted = await db
    .insertInto('mailOutbox')
    .values({ ...mail, data: JSON.stringify(mail.data), dedupeKey: mail.dedupeKey ?? null })
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Takes up to `limit` due mails (not sent, not given up on, `nextAttemptAt` reached) for one
 * attempt: counts the attempt and pushes `nextAttemptAt` to `leaseUntil`, in one statement. Rows
 * another instance is taking at the same moment are skipped (SKIP LOCKED), so each mail is taken
 * once; a mail whose sender died mid-send is due again when its lease runs out.
 */
export function claimDue(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<MailOutboxRow[]> {
  return db
    .updateTable('mailOutbox')
    .set((eb) => ({ nextAttemptAt: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mailOutbox')
        .select('id')
        .where('sentAt', 'is', null)
        .where('failedAt', 'is', null)
        .where('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('mailOutbox').set({ sentAt: now, lastError: null }).where('id', '=', id).execute();
}

/** A failed attempt: tried again at `nextAttemptAt`. */
export async function markRetry(db: Executor, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db.updateTable('mailOutbox').set({ lastError: error, nextAttemptAt }).where('id', '=', id).execute();
}

/** The last attempt failed too: the mail is given up on and stays for the operator to read. */
export async function markFailed(db: Executor, id: string, error: string, now: Date): Promise<void> {
  await db.updateTable('mailOutbox').set({ lastError: error, failedAt: now }).where('id', '=', id).execute();
}

export function findById(db: Executor, id: string): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's mails, newest first (tests, the operator). */
export function listForUser(db: Executor, userId: string): Promise<MailOutboxRow[]> {
  return db.selectFrom('mailOutbox').selectAll().where('userId', '=', userId).orderBy('id', 'desc').execute();
}

/** Removes mails sent before `before` (housekeeping); failed ones stay for the operator. */
export async function deleteSentBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('mailOutbox').where('sentAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
