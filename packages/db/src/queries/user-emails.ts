import { sql } from 'kysely';
import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom' | 'updateTable'>;

/** What the mail services need of a member: who they are and their verified address. */
export interface MailRecipient {
  id: string;
  username: string;
  email: string | null;
}

/**
 * The account a "forgot password" names, by username or verified address (both unique ignoring
 * case), in one statement whichever was given, so a known and an unknown login cost the same.
 * A username match wins over an address match (usernames have no `@`, so both cannot match).
 */
export function findByLogin(db: Executor, login: string): Promise<MailRecipient | undefined> {
  const key = login.toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
    .orderBy(sql`lower(username) = ${key}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The member whose verified address this is (ignoring case), if any. */
export function findByEmail(db: Executor, email: string): Promise<MailRecipient | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Stores a verified address; the unique index refuses one another member verified first. */
export async function setVerifiedEmail(db: Executor, userId: string, email: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ email, emailVerifiedAt: at }).where('id', '=', userId).execute();
}
