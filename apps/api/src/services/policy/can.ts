import type { TextKey } from '@nahbar/contracts';
import type { Relation } from './relation';

/**
 * The one place that answers "may the viewer see / reach / find this member". Pure functions
 * of a Relation (relation.ts loads it in one query), tested as a truth table (can.test.ts).
 * The SQL forms of the same rules, for queries over many members, are in
 * packages/db/src/queries/visibility.ts.
 */

export type Verdict = { allow: true } | { allow: false; reason: TextKey };

const ALLOW: Verdict = { allow: true };
const deny = (reason: TextKey): Verdict => ({ allow: false, reason });

/** A block either way hides the two members from each other everywhere. */
export function hiddenByBlock(r: Relation): boolean {
  return !r.self && (r.viewerBlockedOther || r.otherBlockedViewer);
}

/**
 * The member's contact filters (accounts spec §6): gender and age range of who may contact
 * them. Friends are exempt. A viewer whose gender is neither male nor female passes only
 * an 'all' preference.
 */
export function passesContactFilters(r: Relation): boolean {
  if (r.friends) return true;
  const { genderPreference, ageMin, ageMax } = r.other;
  if (genderPreference !== 'all' && r.viewer.gender !== genderPreference) return false;
  return r.viewer.age >= ageMin && r.viewer.age <= ageMax;
}

/**
 * May the viewer open a private chat with the member (the DM gate). A refusal never says which
 * of the member's rules refused (block, setting or filter), only that they do not accept it;
 * a block of the viewer's own is named, since the viewer can lift it.
 */
export function canMessage(r: Relation): Verdict {
  if (r.self) return deny('chat.cannotChatWithYourself');
  if (r.viewerBlockedOther) return deny('chat.youBlockedThisUser');
  if (r.otherBlockedViewer || r.other.isBanned) return deny('chat.userNotAcceptingChats');
  const rule = r.privacy.allowDirectMessages;
  if (rule === 'nobody' || (rule === 'friends' && !r.friends)) return deny('chat.userNotAcceptingChats');
  if (!passesContactFilters(r)) return deny('chat.userNotAcceptingChats');
  return ALLOW;
}

/**
 * May the viewer add the member to a room. A room invite reaches the member as a private chat
 * does (a room of two is one), so it passes the same gate with the same answer; inviting
 * oneself changes nothing and is let through.
 */
export function canInvite(r: Relation): Verdict {
  return r.self ? ALLOW : canMessage(r);
}

/** May the viewer send the member a friend request (or accept theirs by asking back). */
export function canRequestFriendship(r: Relation): Verdict {
  if (r.self) return deny('social.cannotFriendYourself');
  if (r.viewerBlockedOther) return deny('chat.youBlockedThisUser');
  if (r.otherBlockedViewer || r.other.isBanned) return deny('social.notAvailable');
  if (r.friends) return deny('social.alreadyFriends');
  if (r.requestSentId !== null) return deny('social.requestAlreadySent');
  return ALLOW;
}

/** Whether the viewer sees the member online: not across a block, and not a stranger when they hide it. */
export function canSeeOnline(r: Relation): boolean {
  if (r.self) return true;
  if (hiddenByBlock(r)) return false;
  return r.privacy.showOnlineStatus || r.friends;
}

/** Whether a mention of the member by the viewer counts as one (highlight, notification). */
export function canMention(r: Relation): boolean {
  // Mentioning oneself harms no one and was always kept.
  if (r.self) return true;
  return !hiddenByBlock(r) && r.privacy.allowMentions;
}

/** Whether the viewer finds the member in search (the SQL form: visibility.discoverableBy). */
export function canFind(r: Relation): boolean {
  if (r.self) return false;
  return !hiddenByBlock(r) && !r.other.isBanned && (r.privacy.discoverableInSearch || r.friends);
}

/**
 * Whether the member's profile page exists for the viewer. Someone who blocked the viewer is
 * gone for them (as if removed); someone the viewer blocked stays reachable, so the block can
 * be seen and lifted there. A banned member is gone for everyone but themselves, as search and
 * the distance list leave them out (canFind); where others already meet them (a friend list, a
 * room's members, their earlier messages) they stay as their privacy settings show them.
 */
export function canSeeProfile(r: Relation): boolean {
  return r.self || (!r.otherBlockedViewer && !r.other.isBanned);
}

/** Which of the member's fields the viewer may see (accounts spec §6). */
export interface VisibleFields {
  age: boolean;
  /** City and distance. */
  location: boolean;
  bio: boolean;
  /** Profile photos and the primary photo; otherwise initials. */
  photos: boolean;
  online: boolean;
  lastSeen: boolean;
}

const EVERYTHING: VisibleFields = {
  age: true,
  location: true,
  bio: true,
  photos: true,
  online: true,
  lastSeen: true,
};

/**
 * profileVisibility: `public` shows what the switches allow; `friends` shows strangers the
 * name and photo only; `private` shows everyone the name only. Friends are not strangers,
 * so the show-to-strangers switch does not apply to them, but `private` does (the member
 * chose to show nobody more than a name).
 */
export function visibleFieldsOf(r: Relation): VisibleFields {
  if (r.self) return EVERYTHING;
  const online = canSeeOnline(r);
  const p = r.privacy;
  if (hiddenByBlock(r) || p.profileVisibility === 'private') {
    return { age: false, location: false, bio: false, photos: false, online, lastSeen: false };
  }
  const photos = p.showPhotosToStrangers || r.friends;
  if (p.profileVisibility === 'friends' && !r.friends) {
    return { age: false, location: false, bio: false, photos, online, lastSeen: false };
  }
  return {
    age: p.showAge,
    location: p.showLocation,
    bio: true,
    photos,
    online,
    lastSeen: online && p.showLastSeen,
  };
}

/** The friendship status as the viewer sees it (accounts spec §3). */
export function friendshipStatusOf(r: Relation): 'none' | 'friends' | 'pending_sent' | 'pending_received' {
  if (r.friends) return 'friends';
  if (r.requestSentId !== null) return 'pending_sent';
  if (r.requestReceivedId !== null) return 'pending_received';
  return 'none';
}
