import { emailTokensQueries, usersQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';

type PasswordDb = AppDeps['db'];

/**
 * Stores a new password hash: the one way a password changes (the change in the account tab, a
 * reset by mail). Unused reset links end with it, so a link mailed before the change cannot undo it;
 * so does an address waiting for its link, which whoever had the old password may have entered.
 */
export async function replacePasswordHash(
  db: PasswordDb,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await usersQueries.setPasswordHash(db, userId, passwordHash);
  await emailTokensQueries.deleteUnused(db, userId, 'reset-password');
  await emailTokensQueries.deleteUnused(db, userId, 'verify-email');
}
