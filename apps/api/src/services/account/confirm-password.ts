import { usersQueries } from '@nahbar/db';
import { verifyPassword } from '../../auth/passwords';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';

/** A destructive step needs the member's current password; a wrong one is 403 and changes nothing. */
export async function confirmPassword(deps: AppDeps, actor: Actor, password: string): Promise<void> {
  const user = await usersQueries.findById(deps.db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('FORBIDDEN', 'account.wrongPassword');
  }
}
