import type { TSessionUser } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { ageOrFallback, canSaveProfile, draftOf, profileChanged, profileInputOf } from './profile-rules';

const SAVED: TSessionUser = {
  id: 'u1',
  username: 'anna',
  displayName: 'Anna',
  gender: 'female',
  age: 31,
  location: 'Graz',
  avatar: null,
  bio: 'Hello',
  role: 'user',
  isOnline: true,
  primaryPhoto: null,
  genderPreference: 'all',
  ageMin: 18,
  ageMax: 99,
  createdAt: '2026-01-01T00:00:00.000Z',
  locale: null,
  locationKnown: true,
};

describe('profile form rules', () => {
  it('falls back to 18 for an empty or unreadable age, and keeps ages whole within 18–100', () => {
    expect(ageOrFallback('')).toBe(18);
    expect(ageOrFallback('  ')).toBe(18);
    expect(ageOrFallback('abc')).toBe(18);
    expect(ageOrFallback(40)).toBe(40);
    expect(ageOrFallback('42')).toBe(42);
    expect(ageOrFallback(12)).toBe(18);
    expect(ageOrFallback(130)).toBe(100);
    expect(ageOrFallback(30.6)).toBe(31);
  });

  it('is unchanged as it opens, and after edits that save the same', () => {
    const draft = draftOf(SAVED);
    expect(profileChanged(SAVED, draft)).toBe(false);
    expect(canSaveProfile(SAVED, draft)).toBe(false);
    expect(profileChanged(SAVED, { ...draft, displayName: ' Anna ', bio: 'Hello ' })).toBe(false);
    expect(profileChanged(SAVED, { ...draft, age: '31' })).toBe(false);
  });

  it('sees each field change', () => {
    const draft = draftOf(SAVED);
    expect(profileChanged(SAVED, { ...draft, displayName: 'Anni' })).toBe(true);
    expect(profileChanged(SAVED, { ...draft, age: 32 })).toBe(true);
    expect(profileChanged(SAVED, { ...draft, age: '' })).toBe(true); // 18 now
    expect(profileChanged(SAVED, { ...draft, gender: 'non-binary' })).toBe(true);
    expect(profileChanged(SAVED, { ...draft, bio: 'Hi' })).toBe(true);
    expect(profileChanged(SAVED, { ...draft, location: 'Wien' })).toBe(true);
    expect(profileChanged(SAVED, { ...draft, genderPreference: 'male' })).toBe(true);
  });

  it('counts an empty age of a member without one as unchanged (both are 18)', () => {
    const noAge = { ...SAVED, age: null };
    expect(profileChanged(noAge, draftOf(noAge))).toBe(false);
  });

  it('refuses to save a blank name, a blank city or a bio over 500 characters', () => {
    const draft = draftOf(SAVED);
    expect(canSaveProfile(SAVED, { ...draft, displayName: '  ' })).toBe(false);
    expect(canSaveProfile(SAVED, { ...draft, location: '' })).toBe(false);
    expect(canSaveProfile(SAVED, { ...draft, bio: 'x'.repeat(501) })).toBe(false);
    expect(canSaveProfile(SAVED, { ...draft, bio: 'x'.repeat(500) })).toBe(true);
  });

  it('saves the fallback age, no bio for a blank one, and coordinates only when known', () => {
    const draft = { ...draftOf(SAVED), age: '', bio: '   ' };
    expect(profileInputOf(draft)).toMatchObject({ age: 18, bio: null, location: 'Graz' });
    expect(profileInputOf(draft)).not.toHaveProperty('latitude');
    expect(profileInputOf({ ...draft, coords: { latitude: 48.2, longitude: 16.4 } })).toMatchObject({
      latitude: 48.2,
      longitude: 16.4,
    });
  });
});
