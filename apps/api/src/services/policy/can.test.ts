import { DEFAULT_PRIVACY_SETTINGS, type TPrivacySettings } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import {
  canFind,
  canInvite,
  canMention,
  canMessage,
  canRequestFriendship,
  canSeeOnline,
  canSeeProfile,
  friendshipStatusOf,
  visibleFieldsOf,
} from './can';
import type { Relation } from './relation';

function relation(
  change: Partial<Omit<Relation, 'privacy' | 'other'>> & {
    privacy?: Partial<TPrivacySettings>;
    other?: Partial<Relation['other']>;
  } = {},
): Relation {
  const { privacy, other, ...rest } = change;
  return {
    otherId: 'other',
    self: false,
    viewerBlockedOther: false,
    otherBlockedViewer: false,
    friends: false,
    requestSentId: null,
    requestReceivedId: null,
    viewer: { gender: 'female', age: 30 },
    ...rest,
    privacy: { ...DEFAULT_PRIVACY_SETTINGS, ...privacy },
    other: {
      gender: 'male',
      age: 33,
      genderPreference: 'all',
      ageMin: 18,
      ageMax: 99,
      role: 'user',
      isBanned: false,
      ...other,
    },
  };
}

const verdict = (v: ReturnType<typeof canMessage>) => (v.allow ? 'allow' : v.reason);

describe('canMessage: the DM gate', () => {
  it.each([
    ['a stranger with the defaults', relation(), 'allow'],
    ['oneself', relation({ self: true }), 'chat.cannotChatWithYourself'],
    ['someone the viewer blocked', relation({ viewerBlockedOther: true }), 'chat.youBlockedThisUser'],
    ['someone who blocked the viewer', relation({ otherBlockedViewer: true }), 'chat.userNotAcceptingChats'],
    ['a banned member', relation({ other: { isBanned: true } }), 'chat.userNotAcceptingChats'],
    [
      'nobody may write',
      relation({ privacy: { allowDirectMessages: 'nobody' } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'nobody, even a friend',
      relation({ friends: true, privacy: { allowDirectMessages: 'nobody' } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'friends only, a stranger',
      relation({ privacy: { allowDirectMessages: 'friends' } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'friends only, a friend',
      relation({ friends: true, privacy: { allowDirectMessages: 'friends' } }),
      'allow',
    ],
    [
      'wants men, a woman writes',
      relation({ other: { genderPreference: 'male' } }),
      'chat.userNotAcceptingChats',
    ],
    ['wants women, a woman writes', relation({ other: { genderPreference: 'female' } }), 'allow'],
    ['wants men, a friend writes', relation({ friends: true, other: { genderPreference: 'male' } }), 'allow'],
    [
      'ages 35 to 50, a 30-year-old writes',
      relation({ other: { ageMin: 35, ageMax: 50 } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'ages 18 to 29, a 30-year-old writes',
      relation({ other: { ageMin: 18, ageMax: 29 } }),
      'chat.userNotAcceptingChats',
    ],
    ['ages 30 to 30, a 30-year-old writes', relation({ other: { ageMin: 30, ageMax: 30 } }), 'allow'],
    [
      'wants women, non-binary writes',
      relation({ viewer: { gender: 'non-binary', age: 30 }, other: { genderPreference: 'female' } }),
      'chat.userNotAcceptingChats',
    ],
    ['wants all, non-binary writes', relation({ viewer: { gender: 'non-binary', age: 30 } }), 'allow'],
    [
      'wants non-binary people, non-binary writes',
      relation({ viewer: { gender: 'non-binary', age: 30 }, other: { genderPreference: 'non-binary' } }),
      'allow',
    ],
    [
      'wants non-binary people, a woman writes',
      relation({ other: { genderPreference: 'non-binary' } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'wants other genders, "other" writes',
      relation({ viewer: { gender: 'other', age: 30 }, other: { genderPreference: 'other' } }),
      'allow',
    ],
    [
      'wants other genders, non-binary writes',
      relation({ viewer: { gender: 'non-binary', age: 30 }, other: { genderPreference: 'other' } }),
      'chat.userNotAcceptingChats',
    ],
  ])('%s → %s', (_what, r, expected) => {
    expect(verdict(canMessage(r))).toBe(expected);
  });
});

describe('canInvite: the DM gate for room invites', () => {
  it.each([
    ['a stranger with the defaults', relation(), 'allow'],
    ['oneself (changes nothing)', relation({ self: true }), 'allow'],
    ['someone the viewer blocked', relation({ viewerBlockedOther: true }), 'chat.youBlockedThisUser'],
    ['someone who blocked the viewer', relation({ otherBlockedViewer: true }), 'chat.userNotAcceptingChats'],
    [
      'nobody may write',
      relation({ privacy: { allowDirectMessages: 'nobody' } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'friends only, a stranger',
      relation({ privacy: { allowDirectMessages: 'friends' } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'friends only, a friend',
      relation({ friends: true, privacy: { allowDirectMessages: 'friends' } }),
      'allow',
    ],
    [
      'wants men, a woman invites',
      relation({ other: { genderPreference: 'male' } }),
      'chat.userNotAcceptingChats',
    ],
    [
      'wants men, a friend invites',
      relation({ friends: true, other: { genderPreference: 'male' } }),
      'allow',
    ],
    [
      'ages 35 to 50, a 30-year-old invites',
      relation({ other: { ageMin: 35, ageMax: 50 } }),
      'chat.userNotAcceptingChats',
    ],
  ])('%s → %s', (_what, r, expected) => {
    expect(verdict(canInvite(r))).toBe(expected);
  });
});

describe('canRequestFriendship', () => {
  it.each([
    ['a stranger', relation(), 'allow'],
    ['oneself', relation({ self: true }), 'social.cannotFriendYourself'],
    ['across the viewer’s block', relation({ viewerBlockedOther: true }), 'chat.youBlockedThisUser'],
    ['across the other’s block', relation({ otherBlockedViewer: true }), 'social.notAvailable'],
    ['a friend', relation({ friends: true }), 'social.alreadyFriends'],
    ['asked already', relation({ requestSentId: 'r1' }), 'social.requestAlreadySent'],
    ['asked by them (accepts)', relation({ requestReceivedId: 'r2' }), 'allow'],
  ])('%s → %s', (_what, r, expected) => {
    expect(verdict(canRequestFriendship(r))).toBe(expected);
  });
});

describe('online, mentions, search and the profile page', () => {
  it.each([
    // [what, relation, seesOnline, mentionCounts, finds, seesProfile]
    ['a stranger with the defaults', relation(), true, true, true, true],
    ['oneself', relation({ self: true }), true, true, false, true],
    ['the viewer blocked them', relation({ viewerBlockedOther: true }), false, false, false, true],
    ['they blocked the viewer', relation({ otherBlockedViewer: true }), false, false, false, false],
    ['hides online, a stranger', relation({ privacy: { showOnlineStatus: false } }), false, true, true, true],
    [
      'hides online, a friend',
      relation({ friends: true, privacy: { showOnlineStatus: false } }),
      true,
      true,
      true,
      true,
    ],
    ['no mentions', relation({ privacy: { allowMentions: false } }), true, false, true, true],
    [
      'not discoverable, a stranger',
      relation({ privacy: { discoverableInSearch: false } }),
      true,
      true,
      false,
      true,
    ],
    [
      'not discoverable, a friend',
      relation({ friends: true, privacy: { discoverableInSearch: false } }),
      true,
      true,
      true,
      true,
    ],
    // A banned member's profile page is gone for others, as in search; their own stays.
    ['banned', relation({ other: { isBanned: true } }), true, true, false, false],
    ['oneself, banned', relation({ self: true, other: { isBanned: true } }), true, true, false, true],
  ])('%s', (_what, r, online, mention, find, profile) => {
    expect(canSeeOnline(r)).toBe(online);
    expect(canMention(r)).toBe(mention);
    expect(canFind(r)).toBe(find);
    expect(canSeeProfile(r)).toBe(profile);
  });
});

describe('visibleFieldsOf', () => {
  const fields = (r: Relation) => {
    const v = visibleFieldsOf(r);
    return [v.age, v.location, v.bio, v.photos, v.online, v.lastSeen].map((b) => (b ? 1 : 0)).join('');
  };
  it.each([
    // age, location, bio, photos, online, lastSeen
    ['public, a stranger', relation(), '111111'],
    ['public, age hidden', relation({ privacy: { showAge: false } }), '011111'],
    ['public, city hidden', relation({ privacy: { showLocation: false } }), '101111'],
    ['public, last seen hidden', relation({ privacy: { showLastSeen: false } }), '111110'],
    ['public, online hidden from a stranger', relation({ privacy: { showOnlineStatus: false } }), '111100'],
    ['photos hidden from a stranger', relation({ privacy: { showPhotosToStrangers: false } }), '111011'],
    [
      'photos hidden from strangers, a friend',
      relation({ friends: true, privacy: { showPhotosToStrangers: false } }),
      '111111',
    ],
    ['friends-only profile, a stranger', relation({ privacy: { profileVisibility: 'friends' } }), '000110'],
    [
      'friends-only profile, a friend',
      relation({ friends: true, privacy: { profileVisibility: 'friends' } }),
      '111111',
    ],
    [
      'private profile, a friend',
      relation({ friends: true, privacy: { profileVisibility: 'private' } }),
      '000010',
    ],
    [
      'private profile, a stranger hiding online',
      relation({ privacy: { profileVisibility: 'private', showOnlineStatus: false } }),
      '000000',
    ],
    ['across a block', relation({ viewerBlockedOther: true }), '000000'],
    [
      'oneself, everything hidden',
      relation({ self: true, privacy: { profileVisibility: 'private', showAge: false } }),
      '111111',
    ],
  ])('%s → %s', (_what, r, expected) => {
    expect(fields(r)).toBe(expected);
  });
});

describe('friendshipStatusOf', () => {
  it('reads friends first, then requests either way', () => {
    expect(friendshipStatusOf(relation())).toBe('none');
    expect(friendshipStatusOf(relation({ friends: true, requestSentId: 'x' }))).toBe('friends');
    expect(friendshipStatusOf(relation({ requestSentId: 'x' }))).toBe('pending_sent');
    expect(friendshipStatusOf(relation({ requestReceivedId: 'y' }))).toBe('pending_received');
  });
});
