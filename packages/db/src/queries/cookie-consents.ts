import type { Selectable } from 'kysely';
import type { Db } from '../create-db';
import type { CookieConsentsTable } from '../schema';

type Executor = Pick<Db, 'selectFrom' | 'insertInto'>;

export type CookieConsentRow = Selectable<CookieConsentsTable>;
export type CookieChoice = Omit<CookieConsentRow, 'userId'>;

/** The member's stored choice; undefined before they made one. */
export function find(db: Executor, userId: string): Promise<CookieConsentRow | undefined> {
  return db.selectFrom('cookieConsents').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Stores the member's choice, replacing an earlier one. */
export async function upsert(db: Executor, userId: string, choice: CookieChoice): Promise<void> {
  await db
    .insertInto('cookieConsents')
    .values({ userId, ...choice })
    .onConflict((oc) => oc.column('userId').doUpdateSet(choice))
    .execute();
}
