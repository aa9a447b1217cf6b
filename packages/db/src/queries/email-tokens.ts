import type { Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { EmailTokensTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'deleteFrom' | 'updateTable'>;

export type EmailTokenRow = Selectable<EmailTokensTable>;
export type EmailTokenPurpose = EmailTokensTable['purpose'];

export async function insert(
  db: Executor,
  token: {
    tokenHash: string;
    userId: string;
    purpose: EmailTokenPurpose;
    detail: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insertInto('emailTokens').values(token).execute();
}

/**
 * Marks a token used and answers its row, in one statement, so two requests with the same link
 * cannot both succeed; undefined when it is unknown, used, expired or of another purpose.
 */
export function consume(
  db: Executor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Whether a token could be used now (without using it): a cheap check before costly work. */
export async function isUsable(
  db: Executor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('emailTokens')
    .select('tokenHash')
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a member's unused tokens of one purpose (a new password ends every reset link). */
export async function deleteUnused(db: Executor, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .deleteFrom('emailTokens')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/** The newest unused, unexpired token of a purpose (the address waiting for verification). */
export function findNewestUnused(
  db: Executor,
  userId: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  return db
    .selectFrom('emailTokens')
    .selectAll()
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Removes tokens that expired before `before` (housekeeping). */
export async function deleteExpired(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('emailTokens').where('expiresAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
