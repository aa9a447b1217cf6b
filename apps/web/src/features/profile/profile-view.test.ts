import type { TProfilePhoto } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import {
  friendOfferOf,
  isProfileMissing,
  lastSeenOf,
  offersMessage,
  orderedPhotos,
  profileActionsOf,
  shownAge,
  shownText,
} from './profile-view';

function photo(id: string, isPrimary = false): TProfilePhoto {
  return {
    id,
    photoUrl: `/photos/${id}`,
    fileName: `${id}.jpg`,
    isPrimary,
    uploadedAt: '2025-01-01T00:00:00Z',
  };
}

describe('the profile view', () => {
  it('shows no text where privacy or the member left none', () => {
    expect(shownText(null)).toBeNull();
    expect(shownText(undefined)).toBeNull();
    expect(shownText('  ')).toBeNull();
    expect(shownText(' Graz ')).toBe('Graz');
    expect(shownAge(null)).toBeNull();
    expect(shownAge(31)).toBe(31);
  });

  it('offers the settings on one’s own profile, the notice after a block, else the actions', () => {
    expect(profileActionsOf({ isSelf: true, blockedByMe: false })).toBe('self');
    expect(profileActionsOf({ isSelf: false, blockedByMe: true })).toBe('blocked');
    expect(profileActionsOf({ isSelf: false, blockedByMe: false })).toBe('other');
  });

  it('offers Send Message only to another, unblocked member who may be written to', () => {
    expect(offersMessage({ isSelf: false, blockedByMe: false, canMessage: true })).toBe(true);
    expect(offersMessage({ isSelf: false, blockedByMe: false, canMessage: false })).toBe(false);
    expect(offersMessage({ isSelf: false, blockedByMe: true, canMessage: true })).toBe(false);
    expect(offersMessage({ isSelf: true, blockedByMe: false, canMessage: true })).toBe(false);
  });

  it('offers the friendship’s next step for each status', () => {
    expect(friendOfferOf('none')).toBe('add');
    expect(friendOfferOf('pending_sent')).toBe('cancel');
    expect(friendOfferOf('pending_received')).toBe('answer');
    expect(friendOfferOf('friends')).toBe('remove');
  });

  it('tells the last-seen time only of an offline member who shows it', () => {
    const at = '2025-03-01T10:00:00.000Z';
    expect(lastSeenOf({ isOnline: false, lastSeen: at })).toBe(at);
    expect(lastSeenOf({ isOnline: true, lastSeen: at })).toBeNull();
    expect(lastSeenOf({ isOnline: false, lastSeen: null })).toBeNull();
    expect(lastSeenOf({ isOnline: false, lastSeen: 'not a date' })).toBeNull();
  });

  it('puts the primary photo first and keeps the others in order', () => {
    expect(orderedPhotos([photo('a'), photo('b', true), photo('c')]).map((p) => p.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(orderedPhotos([])).toEqual([]);
  });

  it('reads NOT_FOUND and a malformed id as a missing member, anything else as a failure', () => {
    expect(isProfileMissing({ data: { code: 'NOT_FOUND' } })).toBe(true);
    expect(isProfileMissing({ data: { code: 'BAD_REQUEST' } })).toBe(true);
    expect(isProfileMissing({ data: { code: 'INTERNAL_SERVER_ERROR' } })).toBe(false);
    expect(isProfileMissing(new Error('offline'))).toBe(false);
    expect(isProfileMissing(null)).toBe(false);
  });
});
