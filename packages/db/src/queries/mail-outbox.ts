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
