import type { TFriendshipStatus, TProfilePhoto, TPublicProfile } from '@nahbar/contracts';

/**
 * A text of the profile as it should show: null when the member left it empty or their privacy
 * settings hid it (the server sends null then), so the page never prints 'null' or a blank line.
 */
export function shownText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** An age when the member shows it (privacy may hide it: the server then sends null). */
export function shownAge(age: number | null | undefined): number | null {
  return typeof age === 'number' && Number.isFinite(age) && age > 0 ? age : null;
}

/**
 * What the action row offers (accounts spec §2, §6): nothing but a way to the settings on one's
 * own profile; the blocked notice with Unblock for a member one blocked; else Send Message, the
 * friendship's next step, Report and Block (issue 32).
 */
type ProfileActionsKind = 'self' | 'blocked' | 'other';

export function profileActionsOf(
  profile: Pick<TPublicProfile, 'isSelf' | 'blockedByMe'>,
): ProfileActionsKind {
  if (profile.isSelf) return 'self';
  return profile.blockedByMe ? 'blocked' : 'other';
}

/**
 * The friendship's next step on another member's profile (accounts spec §4): ask a stranger,
 * withdraw one's own open request, answer theirs (accept or decline), or end a friendship.
 */
type FriendOffer = 'add' | 'cancel' | 'answer' | 'remove';

export function friendOfferOf(status: TFriendshipStatus): FriendOffer {
  switch (status) {
    case 'none':
      return 'add';
    case 'pending_sent':
      return 'cancel';
    case 'pending_received':
      return 'answer';
    case 'friends':
      return 'remove';
  }
}

/** Send Message shows only where the server says a private chat may be opened now. */
export function offersMessage(
  profile: Pick<TPublicProfile, 'isSelf' | 'blockedByMe' | 'canMessage'>,
): boolean {
  return profileActionsOf(profile) === 'other' && profile.canMessage;
}

/**
 * When the member was last seen, for someone shown offline whose last-seen time is not hidden.
 * An online member's last-seen time says nothing new.
 */
export function lastSeenOf(user: { isOnline: boolean; lastSeen: string | null }): string | null {
  if (user.isOnline || !user.lastSeen) return null;
  return Number.isNaN(Date.parse(user.lastSeen)) ? null : user.lastSeen;
}

/** The grid's order: the primary photo first, the others as the member added them. */
export function orderedPhotos(photos: readonly TProfilePhoto[]): TProfilePhoto[] {
  return [...photos.filter((photo) => photo.isPrimary), ...photos.filter((photo) => !photo.isPrimary)];
}

/**
 * Whether a failed profile read means there is no such member for the viewer: NOT_FOUND (none,
 * or a block stands in the way) or an id that is no user id at all. Other failures get a retry.
 */
export function isProfileMissing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('code' in data)) return false;
  return data.code === 'NOT_FOUND' || data.code === 'BAD_REQUEST';
}
