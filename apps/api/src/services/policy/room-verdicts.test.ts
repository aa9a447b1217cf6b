import { DEFAULT_PRIVACY_SETTINGS } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import type { Verdict } from './can';
import type { Relation } from './relation';
import { canInviteInto, canReadRoom, canWriteTo } from './room-verdicts';

const verdict = (v: Verdict) => (v.allow ? 'allow' : v.reason);

function relation(
  change: Partial<Pick<Relation, 'viewerBlockedOther' | 'otherBlockedViewer'>> = {},
): Relation {
  return {
    otherId: 'other',
    self: false,
    viewerBlockedOther: false,
    otherBlockedViewer: false,
    friends: false,
    requestSentId: null,
    requestReceivedId: null,
    viewer: { gender: 'female', age: 30 },
    privacy: DEFAULT_PRIVACY_SETTINGS,
    other: {
      gender: 'male',
      age: 33,
      genderPreference: 'all',
      ageMin: 18,
      ageMax: 99,
      role: 'user',
      isBanned: false,
    },
    ...change,
  };
}

const CLOSED = new Date('2024-01-01T00:00:00Z');

describe('canReadRoom', () => {
  it.each([
    ['a public room, not a member', { isPrivate: false, isMember: false }, 'allow'],
    ['a private room, a member', { isPrivate: true, isMember: true }, 'allow'],
    ['a private room, not a member', { isPrivate: true, isMember: false }, 'chat.notAMember'],
  ])('%s → %s', (_what, room, expected) => {
    expect(verdict(canReadRoom(room))).toBe(expected);
  });
});

describe('canWriteTo', () => {
  it.each([
    ['a room, whatever the relations', { isDirect: false, closedAt: null }, undefined, 'allow'],
    ['an open private chat', { isDirect: true, closedAt: null }, relation(), 'allow'],
    ['a private chat its other member left', { isDirect: true, closedAt: null }, undefined, 'allow'],
    ['a closed private chat', { isDirect: true, closedAt: CLOSED }, relation(), 'chat.chatUnavailableDetail'],
    [
      'a private chat with someone the writer blocked',
      { isDirect: true, closedAt: null },
      relation({ viewerBlockedOther: true }),
      'chat.youBlockedThisUser',
    ],
    [
      'a private chat with someone who blocked the writer',
      { isDirect: true, closedAt: null },
      relation({ otherBlockedViewer: true }),
      'chat.userNotAcceptingChats',
    ],
  ])('%s → %s', (_what, room, other, expected) => {
    expect(verdict(canWriteTo(room, other))).toBe(expected);
  });
});

describe('canInviteInto', () => {
  it.each([
    ['the creator, a room', { isDirect: false, createdBy: 'me' }, 'allow'],
    ['someone else, a room', { isDirect: false, createdBy: 'them' }, 'chat.onlyCreatorCanInvite'],
    ['a room without a creator', { isDirect: false, createdBy: null }, 'chat.onlyCreatorCanInvite'],
    ['the creator, a private chat', { isDirect: true, createdBy: 'me' }, 'chat.noMembersForPrivateChats'],
  ])('%s → %s', (_what, room, expected) => {
    expect(verdict(canInviteInto(room, 'me'))).toBe(expected);
  });
});
