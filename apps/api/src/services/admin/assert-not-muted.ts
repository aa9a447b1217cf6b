import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { muteActive } from './standing';

/** Refuses a muted member's write; for a caller that has already read the member's mute. */
export function refuseIfMuted(standing: { isMuted: boolean; mutedUntil: Date | null }, now: Date): void {
  if (muteActive(standing, now)) throw new AppError('FORBIDDEN', 'admin.muted');
}

/**
 * A muted member reads but does not write: messages, new private chats, photos, new rooms,
 * room invites, typing starts and friend requests are refused with the reason, on every
 * transport (each of those services asks here, after counting the attempt against its rate);
 * a new display name or bio too (account/profile-settings.ts, with `refuseIfMuted`). Read from the
 * table, not from the actor: a socket opened before the mute holds the member as they were.
 */
export async function assertNotMuted(deps: AppDeps, actor: Actor): Promise<void> {
  const row = await deps.db
    .selectFrom('users')
    .select(['isMuted', 'mutedUntil'])
    .where('id', '=', actor.id)
    .executeTakeFirst();
  if (row) refuseIfMuted(row, deps.clock.now());
}
