import { type Selectable, sql } from 'kysely';
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
export function claimDue(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
  maxAttempts: number,
): Promise<MailOutboxRow[]> {
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
        // A row whose sending crashed the process before it could be marked is not taken for ever.
        .where('attempts', '<', maxAttempts)
        .orderBy('nextAttemptAt')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * The claim a mark belongs to: the row as `claimDue` answered it. A mark whose lease was taken
 * over by another instance (the send outlasted it) changes nothing.
 */
type Claim = Pick<MailOutboxRow, 'id' | 'nextAttemptAt'>;

/** The mail's links and unsubscribe token, which only its recipient should hold from now on. */
const SCRUBBED_DATA = sql<string>`data - 'link' - 'unsubscribeToken'`;

export async function markSent(db: Executor, claim: Claim, now: Date): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ sentAt: now, lastError: null, data: SCRUBBED_DATA })
    .where('id', '=', claim.id)
    .where('nextAttemptAt', '=', claim.nextAttemptAt)
    .execute();
}

/** A failed attempt: tried again at `nextAttemptAt`. */
export async function markRetry(
  db: Executor,
  claim: Claim,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ lastError: error, nextAttemptAt })
    .where('id', '=', claim.id)
    .where('nextAttemptAt', '=', claim.nextAttemptAt)
    .execute();
}

/** The last attempt failed too: the mail is given up on and stays for the operator to read. */
export async function markFailed(db: Executor, claim: Claim, error: string, now: Date): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ lastError: error, failedAt: now, data: SCRUBBED_DATA })
    .where('id', '=', claim.id)
    .where('nextAttemptAt', '=', claim.nextAttemptAt)
    .execute();
}

/**
 * Mails not yet sent nor given up on, due or waiting for a retry (the metrics' outbox gauge):
 * counted over the partial index the worker claims from, so the count costs little however
 * many sent mails the table keeps.
 */
export async function countWaiting(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .where('sentAt', 'is', null)
    .where('failedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
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
