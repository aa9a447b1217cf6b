import type { TBanDetails, TMemberStatus } from '@nahbar/contracts';

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
 * What a banned member is told of their ban (issue 32): the moderator's reason and the end,
 * nothing else (not who banned them, nor when). A blank reason counts as none.
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
