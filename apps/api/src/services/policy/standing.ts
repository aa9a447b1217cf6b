import type { TBanDetails, TMemberStatus } from '@nahbar/contracts';
import { standingQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';

/**
 * A member's standing with the moderators: banned (signed out everywhere, cannot sign in) or
 * muted (reads, does not write). Each measure holds until it is lifted or its time runs out,
 * judged at the caller's `now` (deps.clock): the stored flags stay set until housekeeping lifts
 * a measure that ran out (admin/expire-moderation.ts), so every rule that must be exact to the
 * second reads the time here.
 */
interface Standing {
  isBanned: boolean;
  banExpiresAt: Date | null;
  isMuted: boolean;
  mutedUntil: Date | null;
}

/** A ban holds until it is lifted or its time runs out. */
export function banActive(user: Pick<Standing, 'isBanned' | 'banExpiresAt'>, now: Date): boolean {
  return user.isBanned && (user.banExpiresAt === null || user.banExpiresAt > now);
}

/**
 * What a banned member is told of their ban: the moderator's reason and the end, nothing else
 * (not who banned them, nor when). A blank reason counts as none.
 */
export function banDetails(user: { banReason: string | null; banExpiresAt: Date | null }): TBanDetails {
  return {
    reason: user.banReason?.trim() ? user.banReason : null,
    until: user.banExpiresAt ? user.banExpiresAt.toISOString() : null,
  };
}

/** A mute holds until it is lifted or its time runs out. */
export function muteActive(user: Pick<Standing, 'isMuted' | 'mutedUntil'>, now: Date): boolean {
  return user.isMuted && (user.mutedUntil === null || user.mutedUntil > now);
}

/** How long a warning shows in the member's status. */
export const WARNED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** The status the admin list shows: the strongest measure in force. */
export function memberStatus(user: Standing, lastWarningAt: Date | null, now: Date): TMemberStatus {
  if (banActive(user, now)) return 'banned';
  if (muteActive(user, now)) return 'muted';
  if (lastWarningAt && now.getTime() - lastWarningAt.getTime() < WARNED_FOR_MS) return 'warned';
  return 'active';
}

/** When the measure in force ends by itself; null when permanent or none. */
export function statusUntil(user: Standing, now: Date): Date | null {
  if (banActive(user, now)) return user.banExpiresAt;
  if (muteActive(user, now)) return user.mutedUntil;
  return null;
}

/** Refuses a muted member's write; for a caller that has already read the member's mute. */
export function refuseIfMuted(standing: Pick<Standing, 'isMuted' | 'mutedUntil'>, now: Date): void {
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
  const mute = await standingQueries.muteOf(deps.db, actor.id);
  if (mute) refuseIfMuted(mute, deps.clock.now());
}
