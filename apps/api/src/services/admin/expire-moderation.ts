import { moderationQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';

/**
 * Bans and mutes whose time ran out are lifted in the table too (sign-in and sending already
 * read the time themselves: services/policy/standing.ts), so lists and searches that read the
 * flags see them lifted. Run by the housekeeping timer.
 */
export async function expireModeration(deps: AppDeps): Promise<void> {
  await moderationQueries.liftExpired(deps.db, deps.clock.now());
}
