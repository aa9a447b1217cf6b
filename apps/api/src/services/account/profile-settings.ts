import { type TProfileSettings, type TSessionUser, ZUpdateProfileInput } from '@nahbar/contracts';
import { blocksQueries, userPhotosQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { toBlockedUserDto } from '../blocks/to-blocked-user-dto';
import { toProfilePhotoDto } from '../photos/to-photo-dto';
import { storedLocation } from '../places/stored-location';
import { refuseIfMuted } from '../policy/standing';
import { announceSelfChange } from '../privacy/announce-self-change';
import { toSessionUser } from '../users/to-session-user';

/** `GET /api/users/{id}/profile-settings`: the member's own record, photos and blocks. */
export async function getProfileSettings(deps: AppDeps, actor: Actor): Promise<TProfileSettings> {
  const user = await usersQueries.findById(deps.db, actor.id);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const [photos, blocked, own] = await Promise.all([
    userPhotosQueries.listByUser(deps.db, actor.id),
    blocksQueries.listByBlocker(deps.db, actor.id),
    toSessionUser(deps.db, user),
  ]);
  const dtos = photos.map(toProfilePhotoDto);
  return {
    user: own,
    photos: dtos,
    primaryPhoto: dtos.find((p) => p.isPrimary) ?? null,
    blockedUsers: blocked.map(toBlockedUserDto),
  };
}

/**
 * The profile form (accounts spec §5): display name, age, gender, bio, city (checked against
 * the gazetteer as the location tab does), and the contact preferences. Fields left out keep
 * their values; a refused form stores nothing. A muted member keeps their name and bio.
 */
export async function updateProfile(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TSessionUser> {
  const input = parseInput(ZUpdateProfileInput, rawInput);
  await deps.limits.hit('settings', actor.id);
  const current = await usersQueries.findById(deps.db, actor.id);
  if (!current) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  // The same city without coordinates (the settings answer sent back, a form that only knows
  // the name) keeps the stored point: a place the device found would otherwise be lost.
  const samePlace =
    input.location === current.location && input.latitude === undefined && input.longitude === undefined;
  const place = samePlace
    ? { location: current.location, latitude: current.latitude, longitude: current.longitude }
    : await storedLocation({
        location: input.location,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
      });
  const ageMin = input.ageMin ?? current.ageMin;
  const ageMax = input.ageMax ?? current.ageMax;
  // One of the two sent alone must still fit the stored other (§5: reported on ageMax).
  if (ageMin > ageMax) throw new AppError('BAD_REQUEST', 'social.ageMinAboveMax');
  const bio = input.bio === undefined ? current.bio : input.bio?.trim() ? input.bio : null;
  // A mute silences what others read of the member, and name and bio are read by everyone; the
  // rest of the form (age, city, filters) stays theirs to keep up to date.
  if (input.displayName !== current.displayName || bio !== current.bio) {
    refuseIfMuted(current, deps.clock.now());
  }
  const updated = await usersQueries.updateProfile(deps.db, actor.id, {
    displayName: input.displayName,
    ...(input.age === undefined ? {} : { age: input.age }),
    ...(input.gender === undefined ? {} : { gender: input.gender }),
    bio,
    location: place.location,
    latitude: place.latitude,
    longitude: place.longitude,
    ...(input.genderPreference === undefined ? {} : { genderPreference: input.genderPreference }),
    ageMin,
    ageMax,
  });
  await announceSelfChange(deps, actor.id);
  return toSessionUser(deps.db, updated);
}
