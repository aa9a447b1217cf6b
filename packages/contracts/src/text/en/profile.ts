/** The public profile page (accounts spec §2, §8; "ours" where the spec is silent). */
export const profile = {
  loading: 'Loading profile...',
  notFound: 'User not found',
  notFoundDetail: "The user you're looking for doesn't exist or has been removed.",
  adminBadge: 'Admin',
  yearsOld: (age: number) => `${age} years old`,
  // ours: a failure other than "not found", and a visitor who has to sign in first
  loadFailed: 'Failed to load profile',
  retry: 'Retry',
  /** `when` is a relative time ('5 minutes ago', or `lastSeenJustNow`). */
  lastSeen: (when: string) => `Last seen ${when}`,
  lastSeenJustNow: 'just now',
  friendsBadge: 'Friends',
  block: 'Block',
  blocking: 'Blocking...',
  /** Stored with a block made here (accounts spec §7: a fixed reason naming the profile view). */
  blockReason: 'Blocked from the profile page',
  blockedTitle: 'Success',
  blocked: 'User has been blocked',
  errorTitle: 'Error',
  blockFailed: 'Failed to block user',
  startChatFailed: 'Failed to start private chat',
  // ours (issue 32): what members look for on a profile, beside Send Message and Block
  cancelRequest: 'Cancel request',
  report: 'Report',
  requestSentNote: 'Your friend request is waiting for an answer.',
  requestReceivedNote: (name: string) => `${name} would like to be friends with you.`,
  /** In the block confirmation, besides what a block does, when the two are friends. */
  blockEndsFriendship: (name: string) => `You and ${name} are friends: blocking ends your friendship.`,
  unblock: 'Unblock',
  unblocking: 'Unblocking...',
  about: 'About',
  photos: (count: number) => `Photos (${count})`,
  primary: 'Primary',
  photoAlt: (name: string, position: number) => `Photo ${position} of ${name}`,
  // ours: on one's own profile
  selfNote: 'This is your profile. Others may see less of it, depending on your privacy settings.',
  editInSettings: 'Edit in settings',
};
