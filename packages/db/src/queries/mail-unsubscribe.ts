import type { Db } from '../create-db';
import type { EmailTokenRow } from './email-tokens';

type Executor = Pick<Db, 'selectFrom'>;

/**
 * An unsubscribe token that was used already and has not expired. A one-click link may be
 * followed twice (a mail program's POST, then the member's own click, or a scanner's): the second
 * time turns the same switch off again rather than calling a good link invalid.
 */
export function findUsedUnsubscribe(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  return db
    .selectFrom('emailTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', 'unsubscribe')
    .where('usedAt', 'is not', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}
