import type { AppDeps } from '../../deps';

/**
 * Bans and mutes whose time ran out are lifted in the table too (sign-in and sending already
 * read the time themselves: services/policy/standing.ts), so lists and searches that read the
 * flags see them lifted. Run by the housekeeping timer.
 */
export async function expireModeration(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .updateTable('users')
    .set({ isBanned: false, bannedAt: null, bannedBy: null, banReason: null, banExpiresAt: null })
    .where('isBanned', '=', true)
    .where('banExpiresAt', '<=', now)
    .execute();
  await deps.db
    .updateTable('users')
    .set({ isMuted: false, mutedUntil: null })
    .where('isMuted', '=', true)
    .where('mutedUntil', '<=', now)
    .execute();
}
