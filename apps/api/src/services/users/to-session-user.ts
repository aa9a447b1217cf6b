import type { TPublicUser, TSessionUser } from '@nahbar/contracts';
import { type Db, type User, usersQueries } from '@nahbar/db';

/**
 * The member's own record in the public shape, every field shown: others see members only
 * through the policy's projection (policy/project-user.ts).
 */
function ownPublicFields(user: Omit<User, 'passwordHash'>, primaryPhotoUrl: string | null): TPublicUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    gender: user.gender,
    age: user.age,
    location: user.location,
    avatar: user.avatar,
    bio: user.bio,
    role: user.role,
    isOnline: user.isOnline,
    primaryPhoto: primaryPhotoUrl ? { photoUrl: primaryPhotoUrl } : null,
  };
}

export async function toSessionUser(db: Db, user: Omit<User, 'passwordHash'>): Promise<TSessionUser> {
  return {
    ...ownPublicFields(user, await usersQueries.primaryPhotoUrl(db, user.id)),
    genderPreference: user.genderPreference,
    ageMin: user.ageMin,
    ageMax: user.ageMax,
    createdAt: user.createdAt.toISOString(),
    locale: user.locale,
    // An unknown city with no device position: no distance to anyone can be measured.
    locationKnown: user.latitude !== null && user.longitude !== null,
  };
}
