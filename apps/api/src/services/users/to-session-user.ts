import type { TPublicUser, TSessionUser } from '@nahbar/contracts';
import { type Db, type User, usersQueries } from '@nahbar/db';

/** The public face of a user: no coordinates, password hash or settings. */
export function toPublicUser(user: Omit<User, 'passwordHash'>, primaryPhotoUrl: string | null): TPublicUser {
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
    ...toPublicUser(user, await usersQueries.primaryPhotoUrl(db, user.id)),
    genderPreference: user.genderPreference,
    ageMin: user.ageMin,
    ageMax: user.ageMax,
    createdAt: user.createdAt.toISOString(),
  };
}
